import {
  FitmentImportListSchema,
  type FitmentImportStatus,
  FitmentImportStatusSchema,
} from "@pitstop/contract/admin-import";
import { FITMENT_IMPORTS } from "~/features/admin/fitment-import-job";
import { FitmentImportPage } from "~/features/admin/fitment-import-page";
import { adminMeta } from "~/features/admin/meta";
import { requireOperator } from "~/features/admin/operator.server";
import { privateData, RECORD_ID } from "~/features/admin/route.server";
import { apiFor } from "~/lib/api.server";
import sampleCsv from "../../../docs/fitment-import-sample.csv?raw";
import sampleXml from "../../../docs/fitment-import-sample.xml?raw";
import type { Route } from "./+types/admin-fitment-import";

/**
 * The samples in docs/ travel with the page's data, so the route's own bundle stays small. An
 * applied import is in the address (`?import=12`): a reload mid-import finds it where it is.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireOperator(request);
  const samples = { csv: sampleCsv, aces: sampleXml };
  const id = new URL(request.url).searchParams.get("import");
  const api = apiFor(request);
  /** The import in the address, or null when there is none by that number. */
  const followed = async (): Promise<FitmentImportStatus | null> => {
    if (id === null || !RECORD_ID.test(id)) return null;
    try {
      return await api.get(`${FITMENT_IMPORTS}/${id}`, FitmentImportStatusSchema);
    } catch (err) {
      // The API's 404, which `get` makes the not-found page: here it is said on this page instead.
      if (err instanceof Response && err.status === 404) return null;
      throw err;
    }
  };
  const [job, { imports }] = await Promise.all([followed(), api.get(FITMENT_IMPORTS, FitmentImportListSchema)]);
  const missing =
    id !== null && !job
      ? `No fitment import has the number ${id.slice(0, 12)}: choose the file to import below.`
      : null;
  return privateData({ samples, job, missing, imports });
}

export function meta() {
  return adminMeta("Fitment import");
}

export default function AdminFitmentImport({ loaderData }: Route.ComponentProps) {
  const { samples, job, missing, imports } = loaderData;
  return <FitmentImportPage samples={samples} followed={job} missing={missing} imports={imports} />;
}
