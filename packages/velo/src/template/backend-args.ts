import type { SiteField } from '../structure';
import type { CodeWriter } from './code';
import { hasWord, str } from './naming';

/**
 * Argument checks for web methods. Anyone can call an exported web method with anything, so each
 * value is checked for type and size before it reaches wix-data; bad input throws a clear Error.
 */
export type ArgHelper =
  | 'objectArg'
  | 'textArg'
  | 'numberArg'
  | 'pageArg'
  | 'flagArg'
  | 'choiceArg'
  | 'oneOfArg'
  | 'yesNoArg'
  | 'emailArg'
  | 'urlArg'
  | 'dateArg'
  | 'nearDateArg'
  | 'listArg'
  | 'phoneArg'
  | 'addressArg'
  | 'mediaArg'
  | 'timeArg';

const HELPERS: Record<ArgHelper, { needs: ArgHelper[]; comment: string; code: string[] }> = {
  objectArg: {
    needs: [],
    comment: 'An object argument; a missing one counts as empty.',
    code: [
      'function objectArg(value, name) {',
      '  if (value === undefined) {',
      '    return {};',
      '  }',
      "  if (value === null || typeof value !== 'object' || Array.isArray(value)) {",
      '    throw new Error(`${name} must be an object.`);',
      '  }',
      '  return value;',
      '}',
    ],
  },
  textArg: {
    needs: [],
    comment: "Trimmed text; '' when absent (an error when required).",
    code: [
      'function textArg(value, name, { required = false, minLength = 0, maxLength = 200 } = {}) {',
      "  if (value === undefined || value === null || value === '') {",
      '    if (required) {',
      '      throw new Error(`${name} is required.`);',
      '    }',
      "    return '';",
      '  }',
      "  if (typeof value !== 'string' || value.length > maxLength) {",
      '    throw new Error(`${name} must be text of at most ${maxLength} characters.`);',
      '  }',
      '  const text = value.trim();',
      '  if (required && !text) {',
      '    throw new Error(`${name} is required.`);',
      '  }',
      '  if (text && text.length < minLength) {',
      '    throw new Error(`${name} must be at least ${minLength} characters.`);',
      '  }',
      '  return text;',
      '}',
    ],
  },
  numberArg: {
    needs: [],
    comment: 'A finite number within bounds; null when absent (an error when required).',
    code: [
      'function numberArg(value, name, { required = false, min = -Infinity, max = Infinity, above = -Infinity, below = Infinity, whole = false } = {}) {',
      "  if (value === undefined || value === null || value === '') {",
      '    if (required) {',
      '      throw new Error(`${name} is required.`);',
      '    }',
      '    return null;',
      '  }',
      "  if (typeof value !== 'number' || !Number.isFinite(value) || value < min || value > max) {",
      '    throw new Error(`${name} must be a number from ${min} to ${max}.`);',
      '  }',
      '  if (value <= above) {',
      '    throw new Error(`${name} must be more than ${above}.`);',
      '  }',
      '  if (value >= below) {',
      '    throw new Error(`${name} must be less than ${below}.`);',
      '  }',
      '  if (whole && !Number.isInteger(value)) {',
      '    throw new Error(`${name} must be a whole number.`);',
      '  }',
      '  return value;',
      '}',
    ],
  },
  pageArg: {
    needs: [],
    comment: 'A whole number for paging (skip, limit), with a default.',
    code: [
      'function pageArg(value, name, min, max, fallback) {',
      '  if (value === undefined || value === null) {',
      '    return fallback;',
      '  }',
      '  if (!Number.isInteger(value) || value < min || value > max) {',
      '    throw new Error(`${name} must be a whole number from ${min} to ${max}.`);',
      '  }',
      '  return value;',
      '}',
    ],
  },
  flagArg: {
    needs: [],
    comment: 'A true/false argument; false when absent.',
    code: [
      'function flagArg(value, name) {',
      '  if (value === undefined || value === null) {',
      '    return false;',
      '  }',
      "  if (typeof value !== 'boolean') {",
      '    throw new Error(`${name} must be true or false.`);',
      '  }',
      '  return value;',
      '}',
    ],
  },
  choiceArg: {
    needs: [],
    comment: 'One of the allowed values; the first one when absent.',
    code: [
      'function choiceArg(value, allowed, name) {',
      "  if (value === undefined || value === null || value === '') {",
      '    return allowed[0];',
      '  }',
      '  if (!allowed.includes(value)) {',
      "    throw new Error(`${name} must be one of: ${allowed.join(', ')}.`);",
      '  }',
      '  return value;',
      '}',
    ],
  },
  yesNoArg: {
    needs: ['oneOfArg'],
    comment: "A Yes/No choice ('yes' or 'no') as true or false; null when absent.",
    code: [
      'function yesNoArg(value, name, required) {',
      "  const choice = oneOfArg(value, ['yes', 'no'], name, required);",
      "  return choice ? choice === 'yes' : null;",
      '}',
    ],
  },
  oneOfArg: {
    needs: ['textArg'],
    comment: "One of the listed choices; '' when absent (an error when required).",
    code: [
      'function oneOfArg(value, allowed, name, required) {',
      '  const text = textArg(value, name, { required });',
      '  if (text && !allowed.includes(text)) {',
      "    throw new Error(`${name} must be one of: ${allowed.join(', ')}.`);",
      '  }',
      '  return text;',
      '}',
    ],
  },
  emailArg: {
    needs: ['textArg'],
    comment: 'An email address (something@something.something).',
    code: [
      'function emailArg(value, name, required) {',
      '  const text = textArg(value, name, { required, maxLength: 254 });',
      '  if (text && !/^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$/.test(text)) {',
      '    throw new Error(`${name} must be a valid email address.`);',
      '  }',
      '  return text;',
      '}',
    ],
  },
  mediaArg: {
    needs: ['textArg'],
    comment:
      'A file uploaded to the Media Manager (wix:image://…, wix:document://…) or a web address.',
    code: [
      'function mediaArg(value, name, required) {',
      '  const text = textArg(value, name, { required, maxLength: 2000 });',
      '  if (text && !/^(wix:(image|document|video|audio):\\/\\/|https:\\/\\/)/.test(text)) {',
      '    throw new Error(`${name} must be an uploaded file.`);',
      '  }',
      '  return text || null;',
      '}',
    ],
  },
  phoneArg: {
    needs: ['textArg'],
    comment: 'A phone number: digits with spaces, dashes, dots or brackets, an optional leading +.',
    code: [
      'function phoneArg(value, name, required, minDigits = 6) {',
      '  const text = textArg(value, name, { required, maxLength: 30 });',
      "  if (text && (!/^\\+?[0-9\\s().-]+$/.test(text) || text.replace(/\\D/g, '').length < minDigits)) {",
      '    throw new Error(`${name} must be a phone number.`);',
      '  }',
      '  return text;',
      '}',
    ],
  },
  addressArg: {
    needs: [],
    comment:
      'An address as an Address Input gives it: its formatted text, and the parts a Google suggestion adds; null when absent.',
    code: [
      'function addressArg(value, name, required) {',
      "  if (value === undefined || value === null || (typeof value === 'object' && !value.formatted)) {",
      '    if (required) {',
      '      throw new Error(`${name} is required.`);',
      '    }',
      '    return null;',
      '  }',
      "  if (typeof value !== 'object' || typeof value.formatted !== 'string' || value.formatted.length > 500) {",
      '    throw new Error(`${name} must be an address.`);',
      '  }',
      '  const address = { formatted: value.formatted.trim() };',
      "  for (const part of ['city', 'subdivision', 'country', 'postalCode']) {",
      "    if (typeof value[part] === 'string') {",
      '      address[part] = value[part].slice(0, 200);',
      '    }',
      '  }',
      '  if (value.location && Number.isFinite(value.location.latitude) && Number.isFinite(value.location.longitude)) {',
      '    address.location = { latitude: value.location.latitude, longitude: value.location.longitude };',
      '  }',
      "  if (value.streetAddress && typeof value.streetAddress === 'object') {",
      "    address.streetAddress = { number: String(value.streetAddress.number || '').slice(0, 20), name: String(value.streetAddress.name || '').slice(0, 200) };",
      '  }',
      '  return address;',
      '}',
    ],
  },
  urlArg: {
    needs: ['textArg'],
    comment: 'A full web address (http:// or https://).',
    code: [
      'function urlArg(value, name, required, secure = false) {',
      '  const text = textArg(value, name, { required, maxLength: 2000 });',
      '  if (text && !(secure ? /^https:\\/\\// : /^https?:\\/\\//).test(text)) {',
      "    throw new Error(`${name} must start with ${secure ? 'https://' : 'http:// or https://'}.`);",
      '  }',
      '  return text;',
      '}',
    ],
  },
  nearDateArg: {
    needs: ['dateArg'],
    comment:
      "A day the page worked out on the visitor's calendar, when it is within `slack` days of the server's own (`fallback`); else the server's.",
    code: [
      'function nearDateArg(value, name, fallback, slack) {',
      '  const date = dateArg(value, name, false);',
      '  const near = date && Math.abs(date.getTime() - fallback.getTime()) <= slack * 24 * 60 * 60 * 1000;',
      '  return near ? date : fallback;',
      '}',
    ],
  },
  dateArg: {
    needs: ['textArg'],
    comment:
      'A date from a date picker (a Date) or typed as text (e.g. 2025-03-14), as a Date; null when absent.',
    code: [
      'function dateArg(value, name, required) {',
      '  if (value instanceof Date) {',
      '    if (Number.isNaN(value.getTime())) {',
      '      throw new Error(`${name} must be a date.`);',
      '    }',
      '    return value;',
      '  }',
      '  const text = textArg(value, name, { required, maxLength: 40 });',
      '  if (!text) {',
      '    return null;',
      '  }',
      '  const date = new Date(text);',
      '  if (Number.isNaN(date.getTime())) {',
      '    throw new Error(`${name} must be a date.`);',
      '  }',
      '  return date;',
      '}',
    ],
  },
  listArg: {
    needs: ['textArg'],
    comment: 'A list of choices (a checkbox group), each short text; empty when absent.',
    code: [
      'function listArg(value, name, required) {',
      '  if (value === undefined || value === null) {',
      '    value = [];',
      '  }',
      '  if (!Array.isArray(value) || value.length > 50) {',
      '    throw new Error(`${name} must be a list of at most 50 choices.`);',
      '  }',
      '  if (required && value.length === 0) {',
      '    throw new Error(`${name} is required.`);',
      '  }',
      '  return value.map((choice) => textArg(choice, name, { required: true, maxLength: 200 }));',
      '}',
    ],
  },
  timeArg: {
    needs: ['textArg'],
    comment:
      "A time of day from a time picker or typed (14:30, 9:05:30), as a CMS Time value 'HH:MM:SS.mmm'; null when absent.",
    code: [
      'function timeArg(value, name, required) {',
      '  const text = textArg(value, name, { required, maxLength: 20 });',
      '  if (!text) {',
      '    return null;',
      '  }',
      '  const parts = /^([01]?\\d|2[0-3]):([0-5]\\d)(?::([0-5]\\d)(?:\\.(\\d{1,3}))?)?$/.exec(text);',
      '  if (!parts) {',
      '    throw new Error(`${name} must be a time of day such as 14:30.`);',
      '  }',
      "  const [, hours, minutes, seconds = '00', millis = '0'] = parts;",
      "  return `${hours.padStart(2, '0')}:${minutes}:${seconds}.${millis.padEnd(3, '0')}`;",
      '}',
    ],
  },
};

const ORDER = Object.keys(HELPERS) as ArgHelper[];

export function writeArgHelpers(w: CodeWriter, used: Set<ArgHelper>): void {
  // A Set visits what is added while it is iterated: needs of needs are added too.
  for (const name of used) for (const need of HELPERS[name].needs) used.add(need);
  for (const name of ORDER) {
    if (!used.has(name)) continue;
    w.comment(HELPERS[name].comment);
    for (const line of HELPERS[name].code) w.line(line);
    w.blank();
  }
}

/** The argument check for a value of one field type. */
export function fieldArg(
  field: SiteField,
  param: string,
  required: boolean,
  helpers: Set<ArgHelper>,
): string {
  const name = str(param);
  // An email kept as text is checked as an email, as a form's is.
  if (field.type === 'text' && hasWord(field.key, ['email'])) {
    helpers.add('emailArg');
    return `emailArg(${param}, ${name}, ${required})`;
  }
  switch (field.type) {
    case 'number':
      helpers.add('numberArg');
      return `numberArg(${param}, ${name}, { required: ${required} })`;
    case 'boolean':
      helpers.add('flagArg');
      return `flagArg(${param}, ${name})`;
    case 'date':
      helpers.add('dateArg');
      return `dateArg(${param}, ${name}, ${required})`;
    case 'time':
      helpers.add('timeArg');
      return `timeArg(${param}, ${name}, ${required})`;
    case 'tags':
      helpers.add('listArg');
      return `listArg(${param}, ${name}, ${required})`;
    case 'url':
      helpers.add('urlArg');
      return `urlArg(${param}, ${name}, ${required})`;
    default:
      helpers.add('textArg');
      return `textArg(${param}, ${name}, { required: ${required}, maxLength: 5000 })`;
  }
}
