/** The bulk load's indexes and constraints: dropped before the rows go in, rebuilt after. */
import { elapsed } from "../tiers.ts";
import { type Client, connect, log } from "./client.ts";

export interface Deferred {
  indexes: string[];
  constraints: Array<{ table: string; name: string; def: string }>;
}

/** Secondary indexes and FK/PK constraints of the bulk-loaded tables: built once after the load. */
export async function dropForLoad(client: Client): Promise<Deferred> {
  const tables = "('products', 'product_fitment', 'product_images')";
  const { rows: constraints } = await client.query<{ table: string; name: string; def: string }>(
    `select conrelid::regclass::text as table, conname as name, pg_get_constraintdef(oid) as def
     from pg_constraint
     where conrelid::regclass::text in ${tables} and contype in ('f', 'p') and conname <> 'products_pkey'
     order by contype desc, conname`,
  );
  const { rows: indexes } = await client.query<{ name: string; def: string }>(
    `select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as def
     from pg_index i
     where i.indrelid::regclass::text in ${tables}
       and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid and k.conrelid = i.indrelid)
     order by 1`,
  );
  for (const c of [...constraints].reverse()) await client.query(`alter table ${c.table} drop constraint ${c.name}`);
  for (const i of indexes) await client.query(`drop index ${i.name}`);
  return { indexes: indexes.map((i) => i.def), constraints };
}

/** Primary keys first, then the indexes two at a time (2 cores), then the foreign keys. */
export async function restoreAfterLoad(url: string, deferred: Deferred) {
  const primary = deferred.constraints.filter((c) => c.def.startsWith("PRIMARY KEY"));
  const foreign = deferred.constraints.filter((c) => !c.def.startsWith("PRIMARY KEY"));
  const statements = [
    ...primary.map((c) => `alter table ${c.table} add constraint ${c.name} ${c.def}`),
    ...deferred.indexes,
  ];
  const workers = await Promise.all([connect(url), connect(url)]);
  try {
    for (const w of workers) {
      await w.query("set maintenance_work_mem = '1GB'");
      await w.query("set max_parallel_maintenance_workers = 1");
    }
    const queue = [...statements];
    await Promise.all(
      workers.map(async (w) => {
        for (let s = queue.shift(); s !== undefined; s = queue.shift()) {
          const t = performance.now();
          await w.query(s);
          log(`  ${(/(?:index|constraint) (\S+)/i.exec(s)?.[1] ?? s).padEnd(40)} ${elapsed(t)}`);
        }
      }),
    );
    const [first] = workers;
    for (const c of foreign) await first?.query(`alter table ${c.table} add constraint ${c.name} ${c.def}`);
  } finally {
    await Promise.all(workers.map((w) => w.end()));
  }
}
