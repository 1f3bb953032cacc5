/**
 * Reads the deployment recipe the way its tools do, for the checks beside this file: the .env file's lines,
 * compose's `${VAR}` interpolation, and the Dockerfile's instructions and stages.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const deployDir = fileURLToPath(new URL('../', import.meta.url));
export const readDeployFile = (name: string) => readFileSync(`${deployDir}${name}`, 'utf8');

/** Every NAME an env file mentions, set (`NAME=value`) or shown commented with its default (`# NAME=value`). */
export function envFileNames(text: string): Set<string> {
  return new Set([...text.matchAll(/^(?:#\s*)?([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]!));
}

/** The values an env file sets (uncommented lines only), as compose's env_file passes them on. */
export function envFileValues(text: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const match of text.matchAll(/^([A-Z][A-Z0-9_]*)=(.*)$/gm)) values[match[1]!] = match[2]!.trim();
  return values;
}

export class MissingVariableError extends Error {}

/**
 * Compose's interpolation (compose-spec "Interpolation"): `${VAR}`, `${VAR:-default}`, `${VAR-default}`,
 * `${VAR:?message}`, `${VAR?message}` and `$$` for a literal dollar. An unset or empty variable with `:?` is an
 * error, as `docker compose` reports it.
 */
export function interpolate(text: string, env: Record<string, string | undefined>): string {
  return text.replace(
    /\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?)([-?])([^}]*))?\}/g,
    (whole, name?: string, colon?: string, operator?: string, argument?: string) => {
      if (whole === '$$') return '$';
      const value = env[name!];
      const missing = value === undefined || (colon === ':' && value === '');
      if (operator === '-') return missing ? argument! : value!;
      if (operator === '?') {
        if (missing) throw new MissingVariableError(`${name}: ${argument}`);
        return value!;
      }
      return value ?? '';
    },
  );
}

export interface DockerInstruction {
  keyword: string;
  args: string;
}

/** The Dockerfile's instructions, continuation lines joined and comments dropped, grouped by build stage. */
export function dockerfileStages(
  text: string,
): { name: string; from: string; instructions: DockerInstruction[] }[] {
  const logical = text
    .split('\n')
    .filter((line) => !/^\s*#/.test(line))
    .join('\n')
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const stages: { name: string; from: string; instructions: DockerInstruction[] }[] = [];
  const args: Record<string, string> = {};
  for (const line of logical) {
    const [keyword = '', ...rest] = line.split(/\s+/);
    const instruction = { keyword: keyword.toUpperCase(), args: rest.join(' ') };
    if (instruction.keyword === 'ARG' && stages.length === 0) {
      const [name, value = ''] = instruction.args.split('=');
      args[name!] = value;
    } else if (instruction.keyword === 'FROM') {
      const [image = '', , name = ''] = instruction.args.split(/\s+/);
      stages.push({ name, from: interpolate(image, args), instructions: [] });
    } else {
      stages.at(-1)?.instructions.push(instruction);
    }
  }
  return stages;
}
