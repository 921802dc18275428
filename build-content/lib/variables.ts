import type { Diagnostic } from './diagnostics.ts';

const VARIABLE = /%%([A-Za-z0-9_]+)%%/g;

export interface SubstitutionResult {
  text: string;
  errors: Diagnostic[];
}

/**
 * Replaces %%name%% with its value. Values never contain newlines, so line
 * numbers of the result still match the source. A site that declares no
 * variables never opted into them: its `%%…%%` stays text.
 */
export function substituteVariables(
  text: string,
  variables: Readonly<Record<string, string>>,
  file: string,
): SubstitutionResult {
  const errors: Diagnostic[] = [];
  if (!text.includes('%%') || Object.keys(variables).length === 0) return { text, errors };
  const replaced = text.replace(VARIABLE, (match, name: string, offset: number) => {
    const value = Object.hasOwn(variables, name) ? variables[name] : undefined;
    if (value !== undefined) return value;
    const before = text.slice(0, offset);
    const line = before.split('\n').length;
    const column = offset - before.lastIndexOf('\n');
    errors.push({ file, line, column, message: `unknown content variable %%${name}%%` });
    return match;
  });
  return { text: replaced, errors };
}
