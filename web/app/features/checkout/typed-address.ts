import { AddressInputSchema } from "@pitstop/contract/profile";
import { z } from "zod";
import type { NewAddress } from "./checkout-steps";
import { forgetTypedAddress, TYPED_ADDRESS_KEY as KEY, tabStorage as storage } from "./typed-address-storage";

/**
 * The new address a shopper typed in at checkout, kept for this tab so that a reload of
 * `?step=shipping` or `?step=review` still has it (the URL names only "address=new": an address
 * does not belong in a link that can be shared or logged). Session storage, not local storage: it
 * goes when the tab closes, and it is cleared as soon as the order is placed or the shopper signs
 * out. Only what the shopper typed is kept — the address and "save to my addresses".
 */
/** Raise it when the stored shape changes: an older entry is then dropped, never misread. */
const VERSION = 1;

const StoredSchema = z.object({
  version: z.literal(VERSION),
  address: AddressInputSchema,
  save: z.boolean(),
});

export const typedAddress = {
  /** The address typed in this tab, or null (none, or an entry that no longer reads as one). */
  read(): NewAddress | null {
    const store = storage();
    try {
      const raw = store?.getItem(KEY);
      if (!raw) return null;
      const parsed = StoredSchema.safeParse(JSON.parse(raw));
      if (parsed.success) return { address: parsed.data.address, save: parsed.data.save };
    } catch {
      // unreadable: dropped below
    }
    typedAddress.clear();
    return null;
  },
  write(typed: NewAddress) {
    try {
      storage()?.setItem(KEY, JSON.stringify({ version: VERSION, address: typed.address, save: typed.save }));
    } catch {
      // not kept: a reload asks for the address again
    }
  },
  clear: forgetTypedAddress,
};
