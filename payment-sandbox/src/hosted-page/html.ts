// A tagged template that escapes every interpolated value unless it is already SafeHtml.

/** Markup that is already safe to insert. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character]!);
}

function render(value: unknown): string {
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  if (value === null || value === undefined || value === false) return '';
  return escapeHtml(String(value));
}

/** `html\`<p>${name}</p>\`` with `name` escaped; arrays are joined, null/undefined/false vanish. */
export function html(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  let result = strings[0]!;
  values.forEach((value, index) => {
    result += render(value) + strings[index + 1]!;
  });
  return new SafeHtml(result);
}

/** `attributes({ id: 'a', required: true, hint: undefined })` → `id="a" required`. */
export function attributes(values: Record<string, string | boolean | undefined>): SafeHtml {
  const rendered = Object.entries(values)
    .filter(([, value]) => value !== undefined && value !== false)
    .map(([name, value]) => (value === true ? name : `${name}="${escapeHtml(value as string)}"`));
  return new SafeHtml(rendered.join(' '));
}
