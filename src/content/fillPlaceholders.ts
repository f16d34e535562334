/** `{n}`-style placeholders in content labels, e.g. `第 {n} 张，共 {total} 张`. */
export function fillPlaceholders(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
