/**
 * What must never reach a client: stack frames, file paths, SQL and driver messages. Answers the
 * first telltale found in a body (for the failure message), or null.
 */
const TELLTALES: RegExp[] = [
  /\n\s+at\s+\S+/, // a stack frame on its own line
  /\bat\s+(?:async\s+)?[\w$.<>]+\s+\((?:file:|node:|\/)/, // "at fn (/path…" or "(node:…"
  /\.(?:ts|js|mjs|cjs):\d+:\d+/, // file:line:column
  /node_modules|\/apps\/api\/src\//,
  /\b(?:Type|Reference|Syntax|Range)Error\b/,
  /Failed query:/, // drizzle's wrapper around the SQL it ran
  /\bselect\s+(?:distinct\s+)?["\w*.]+(?:\s*,\s*["\w*.]+)*\s+from\s+"/i, // generated SQL quotes identifiers
  /\b(?:insert\s+into|delete\s+from)\s+"/i,
  /\bupdate\s+"\w+"\s+set\b/i,
  /syntax error at or near|relation "\w+" does not exist|column "\w+"|duplicate key value|violates \w+(?: \w+)? constraint/i,
  /invalid input syntax for|SQLSTATE|terminating connection|Connection terminated|ECONNREFUSED|ECONNRESET|connect ETIMEDOUT/i,
  /PGlite is closed|timeout exceeded when trying to connect/i,
];

export function leakIn(body: string): string | null {
  for (const pattern of TELLTALES) {
    const match = pattern.exec(body);
    if (match) return match[0];
  }
  return null;
}
