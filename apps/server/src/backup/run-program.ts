import { spawn } from 'node:child_process';
import type { Readable } from 'node:stream';

/**
 * Runs a client program to its end. Only its ERROR lines make the message: psql's DETAIL, LINE and
 * CONTEXT lines quote the rows being loaded.
 */
export function runProgram(
  program: string,
  args: string[],
  options: { env: NodeJS.ProcessEnv; stdin?: Readable; stdout?: number },
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, {
      env: options.env,
      stdio: [options.stdin ? 'pipe' : 'ignore', options.stdout ?? 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      if (stderr.length < 64_000) stderr += chunk.toString();
    });
    if (options.stdin && child.stdin) {
      child.stdin.on('error', () => {}); // the program stopped reading: its exit code tells why
      options.stdin.pipe(child.stdin);
    }
    child.on('error', (error) => reject(new Error(`${program} could not be started: ${error.message}`)));
    child.on('close', (code) => {
      if (code === 0) return resolve();
      const errors = stderr
        .split('\n')
        .filter((line) => /(ERROR|FATAL|error):/.test(line))
        .map((line) => line.replace(/^.*?((ERROR|FATAL|error):)/, '$1').replace(/:\s*".*$/, ''))
        .slice(0, 3);
      reject(new Error(`${program.split('/').pop()} failed (exit ${code})${errors.length ? `: ${errors.join('; ')}` : ''}`));
    });
  });
}
