import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Plugin } from "vite";

/** What is worth compressing once, at build time: scripts, styles, the icon sprite. */
export const PRECOMPRESSED = /\.(js|css|svg)$/;

/**
 * The browser's assets are compressed once, at build time, at the strongest settings
 * (brotli 11, gzip 9) into `.br` and `.gz` beside each file, instead of at gzip 6 on every
 * request. The storefront serves them by the visitor's Accept-Encoding (web/server/precompressed.ts).
 */
export function precompress(): Plugin {
  return {
    name: "pitstop:precompress",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    async writeBundle(options) {
      const dir = path.join(options.dir ?? "", "assets");
      const files = (await readdir(dir)).filter((file) => PRECOMPRESSED.test(file));
      await Promise.all(
        files.map(async (file) => {
          const body = await readFile(path.join(dir, file));
          const br = brotliCompressSync(body, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
          });
          const gz = gzipSync(body, { level: 9 });
          if (br.length < body.length) await writeFile(path.join(dir, `${file}.br`), br);
          if (gz.length < body.length) await writeFile(path.join(dir, `${file}.gz`), gz);
        }),
      );
    },
  };
}
