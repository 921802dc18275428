/** Options of scripts/serve.ts that `npm start` hands to the server; the rest go to the build. */
const SERVE_VALUE_FLAGS = new Set(['--port', '--state', '--var']);

/** Splits the command line into the server's options and the build's. */
export function splitStartArgs(argv: readonly string[]): { serve: string[]; build: string[] } {
  const serve: string[] = [];
  const build: string[] = [];
  for (let index = 0; index < argv.length; index++) {
    const flag = argv[index].split('=')[0];
    if (flag === '--fresh') serve.push(argv[index]);
    else if (SERVE_VALUE_FLAGS.has(flag)) {
      serve.push(argv[index]);
      if (!argv[index].includes('=')) serve.push(argv[++index]);
    } else build.push(argv[index]);
  }
  return { serve, build };
}
