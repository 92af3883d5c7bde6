// Plain text as an HTML fragment: blank lines start paragraphs, line breaks are kept, and every
// character is text (the DOM serialiser escapes it). SPEC §7 sends the contact message as HTML;
// what the shopper typed is never markup.
export function textToHtml(text: string): string {
  const fragment = document.createElement('div');
  for (const paragraph of text.trim().split(/\r?\n\s*\r?\n/)) {
    const element = fragment.appendChild(document.createElement('p'));
    paragraph
      .trim()
      .split(/\r?\n/)
      .forEach((line, index) => {
        if (index > 0) element.appendChild(document.createElement('br'));
        element.appendChild(document.createTextNode(line));
      });
  }
  return fragment.innerHTML;
}
