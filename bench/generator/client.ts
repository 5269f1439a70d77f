/** A plain pg connection for the generator's bulk statements, and its progress lines. */
import pg from "pg";

export type Client = pg.Client;

export async function connect(url: string): Promise<Client> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}

export const log = (msg: string) => console.log(`  ${msg}`);
