const REFERENCE = /\$\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

export type Expansion = {
  value: string;
  /** What each reference expanded to: secrets, which must never be logged. */
  substituted: string[];
  /** Problems, one per unset variable or malformed reference. */
  problems: string[];
};

/**
 * `${NAME}` in a configuration value replaced by the environment variable NAME, so secrets stay in the
 * environment and out of the file. An unset variable is a problem, not an empty string: a server started with
 * an empty token fails later and less clearly. A `${` that is not a reference (`${}`, `${a-b}`, no `}`) is one too.
 */
export function expandVariables(text: string, environment: Readonly<Record<string, string | undefined>>): Expansion {
  const substituted: string[] = [];
  const problems: string[] = [];
  const value = text.replace(REFERENCE, (reference, name: string) => {
    const found = environment[name];
    if (found === undefined) {
      problems.push(`${reference} is not set in the environment`);
      return '';
    }
    substituted.push(found);
    return found;
  });
  if (text.replace(REFERENCE, '').includes('${')) problems.push('has a "${" that is not a ${NAME} reference (letters, digits and _ only, closed by })');
  return { value, substituted, problems };
}
