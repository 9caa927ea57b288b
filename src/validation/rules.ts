/**
 * The form rules, registered globally: every form validates through this one registry, in
 * the browser and again on the server. A rule answers with the key of its message (namespace
 * `common`), which the caller translates into the visitor's language.
 */

export type RuleMessage = 'validation.required' | 'validation.invalid';

/** The parameter each rule takes; a field's rules are a subset (`{ required: true, max: 2000 }`). */
export interface RuleParams {
  required: boolean;
  alpha_spaces: boolean;
  person_name: boolean;
  email: boolean;
  regex: RegExp;
  max: number;
}

export type RuleName = keyof RuleParams;
export type FieldRules = Partial<RuleParams>;

export interface RuleDefinition<P> {
  validate(value: string, param: P): boolean;
  message: RuleMessage;
  /** Only `required` judges an empty value; every other rule lets an empty (optional) field pass. */
  judgesEmpty?: boolean;
  /** The HTML `pattern` that checks the same before JavaScript arrives. */
  pattern?: (param: P) => string;
}

type Registry = { [K in RuleName]?: RuleDefinition<RuleParams[K]> };

const registry: Registry = {};

function defineRule<K extends RuleName>(name: K, definition: RuleDefinition<RuleParams[K]>): void {
  (registry as Record<K, RuleDefinition<RuleParams[K]>>)[name] = definition;
}

function ruleOf<K extends RuleName>(name: K): RuleDefinition<RuleParams[K]> {
  const rule = registry[name] as RuleDefinition<RuleParams[K]> | undefined;
  if (!rule) throw new Error(`Unknown validation rule ${name}`);
  return rule;
}

/** Letters of any script (with their combining marks) and spaces. */
export const ALPHA_SPACES = /^[\p{L}\p{M}\p{Zs}]+$/u;

/**
 * A person's name: words of letters of any script (with their combining marks), joined by spaces, a
 * hyphen or an apostrophe (' or ’), or a dot after a letter ("Anne-Marie O'Neil", "Д’Артаньян",
 * "St. John", "J.R.R. Tolkien"); it may end in a dot ("Jr."). No digits, no other signs, never only
 * punctuation. Spaces around it are allowed: the browser checks the HTML pattern untrimmed. Written so
 * that it also compiles with the `v` flag browsers use for the HTML `pattern` attribute.
 */
export const PERSON_NAME =
  // eslint-disable-next-line no-useless-escape -- the escape inside the class is required by the v flag
  /^\p{Zs}*\p{L}[\p{L}\p{M}]*(?:(?:\.?\p{Zs}+|\.|\p{Zs}*[\-'’]\p{Zs}*)\p{L}[\p{L}\p{M}]*)*\.?\p{Zs}*$/u;

/** The HTML `type=email` grammar, with at least one dot in the domain. */
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/**
 * An international phone number: an optional +, then 7 to 15 digits, which may be grouped with
 * spaces, dots, slashes, dashes or brackets. Written so that it also compiles with the `v` flag
 * browsers use for the HTML `pattern` attribute.
 */
// eslint-disable-next-line no-useless-escape -- the escapes inside the class are required by the v flag
export const INTERNATIONAL_PHONE = /^\+?\(?(?:\d[ \(\)\.\/\-]{0,2}){6,14}\d$/u;

defineRule('required', {
  validate: (value, required) => !required || value.trim() !== '',
  message: 'validation.required',
  judgesEmpty: true,
});

defineRule('alpha_spaces', {
  validate: (value) => ALPHA_SPACES.test(value),
  message: 'validation.invalid',
  pattern: () => ALPHA_SPACES.source,
});

defineRule('person_name', {
  validate: (value) => PERSON_NAME.test(value),
  message: 'validation.invalid',
  pattern: () => PERSON_NAME.source,
});

defineRule('email', {
  validate: (value) => value.length <= 254 && EMAIL.test(value),
  message: 'validation.invalid',
});

defineRule('regex', {
  validate: (value, pattern) => pattern.test(value),
  message: 'validation.invalid',
  pattern: (pattern) => pattern.source,
});

// Counted in UTF-16 units, as the browser's maxlength counts.
defineRule('max', {
  validate: (value, max) => value.length <= max,
  message: 'validation.invalid',
});

function activeRules(rules: FieldRules): Array<[RuleName, unknown]> {
  return (Object.entries(rules) as Array<[RuleName, unknown]>).filter(
    ([, param]) => param !== undefined && param !== false,
  );
}

/** The message of the first rule a value breaks, or null when it keeps them all. */
export function validateValue(value: string, rules: FieldRules): RuleMessage | null {
  const empty = value.trim() === '';
  for (const [name, param] of activeRules(rules)) {
    const rule = ruleOf(name) as RuleDefinition<unknown>;
    if (empty && !rule.judgesEmpty) continue;
    if (!rule.validate(value, param)) return rule.message;
  }
  return null;
}

export type FormErrors<F extends string> = Partial<Record<F, RuleMessage>>;

/** Validates every field of a form against its rules. */
export function validateForm<F extends string>(
  values: Record<F, string>,
  schema: Record<F, FieldRules>,
): FormErrors<F> {
  const errors: FormErrors<F> = {};
  for (const field of Object.keys(schema) as F[]) {
    const message = validateValue(values[field] ?? '', schema[field]);
    if (message) errors[field] = message;
  }
  return errors;
}

/** The HTML attributes that make the browser check the same rules before JavaScript arrives. */
export function constraintAttributes(rules: FieldRules): {
  required?: boolean;
  maxLength?: number;
  pattern?: string;
} {
  const patterns = activeRules(rules).flatMap(([name, param]) => {
    const rule = ruleOf(name) as RuleDefinition<unknown>;
    return rule.pattern ? [rule.pattern(param)] : [];
  });
  return {
    required: rules.required || undefined,
    maxLength: rules.max,
    pattern: patterns[0],
  };
}
