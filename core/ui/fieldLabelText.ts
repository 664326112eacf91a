/** Labels longer than this (a consent sentence) do not prefix a summary link: the message names the problem alone. */
const maxLabelLength = 48;

/**
 * The short visible name of the field with this id, as the error summary puts it before the message:
 * its `<label for>` (without the required marker) or, for a radio group, its legend.
 */
export function fieldLabelText(root: ParentNode, id: string): string | undefined {
  const element = root.querySelector(`#${CSS.escape(id)}`);
  // A checkbox's label is a statement ("Ich erteile …"), not a field name: its message stands alone.
  if (!element || (element instanceof HTMLInputElement && element.type === 'checkbox')) return undefined;
  const source = element instanceof HTMLFieldSetElement ? element.querySelector('legend') : root.querySelector(`label[for="${CSS.escape(id)}"]`);
  if (!source) return undefined;
  const copy = source.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  const text = (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
  return text && text.length <= maxLabelLength && !/[.!?]$/.test(text) ? text : undefined;
}
