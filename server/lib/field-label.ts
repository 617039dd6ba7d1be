// A field's name as people read it, for refusals where the contract gives no title: a user
// never sees snake_case ("first_name") in a message.

/** "first_name" → "First name", "captcha-token" → "Captcha token", "parentId" → "Parent id". */
export function humaniseField(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_\-.]+/g, ' ')
    .trim()
    .toLowerCase();
  return words ? words[0]!.toUpperCase() + words.slice(1) : 'This field';
}
