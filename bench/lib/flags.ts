/** The command line of a benchmark: `--name value` or `--name=value`. */

export const argv = process.argv.slice(2);

/** A flag's value, or undefined when the flag is not given. */
export const flag = (name: string): string | undefined => {
  const i = argv.findIndex((a) => a === name || a.startsWith(`${name}=`));
  if (i < 0) return undefined;
  const a = argv[i] ?? "";
  return a.includes("=") ? a.slice(a.indexOf("=") + 1) : argv[i + 1];
};
