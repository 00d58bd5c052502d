import type { MemberRole } from './access-role';
import type { FormSuccess } from './form-success';
import type { SiteCollection, SiteField } from '../structure';
import type { FixedValue } from './plan-form-fixed';
import type { FormDeadline } from './plan-form-deadline';
import type { AutoNumber } from './form-auto-number';
import type { NoOverlap } from './plan-rental-rules';
import type { FormLimit } from './plan-form-limits';
import type { FormRow } from './plan-form-rows';
import type { OptionsSource } from './plan-list-types';
import type { LookupPlan } from './plan-lookups';
import type { OrderTotal } from './plan-order-total';

/** A form as planned: its inputs, each with its rules, and how it saves. */

export interface FormInput {
  elementId: string;
  control:
    | 'text'
    | 'textarea'
    | 'dropdown'
    | 'radio'
    | 'checkbox'
    | 'checkboxGroup'
    | 'switch'
    | 'slider'
    | 'rating'
    | 'datePicker'
    | 'timePicker'
    | 'address'
    | 'upload';
  /** What the value is: a choice is one option's value, choices a list of them (a checkbox group). */
  kind:
    | 'text'
    | 'email'
    | 'number'
    | 'date'
    | 'time'
    | 'file'
    | 'url'
    | 'phone'
    | 'address'
    | 'choice'
    | 'choices'
    | 'boolean';
  field: SiteField | null;
  required: boolean;
  label: string;
  options: OptionsSource | null;
  /** Index of the step container holding the input (0 when the form has no steps). */
  step: number;
  /** Allowed range of a number input, from the prompt ('guests (1 to 12)', 'at least 1'). */
  range: [number | null, number | null] | null;
  /** A number said to be whole ('quantityInput (whole number 1-20)'): no fractions. */
  whole?: true;
  /** A bound a number must pass, not reach ('must be more than 0'). */
  above?: number;
  /** A bound a number must stay under ('less than 50 kg'). */
  below?: number;
  /** A phone's fewest digits ('phone must be at least 10 digits'); 6 when not said. */
  minDigits?: number;
  /** A web address must be https ('must start with https://'). */
  secure?: boolean;
  /** A typed code's shape: '5 digits', '10 or 13 digits', 'starting with 94' (refused in the prompt's words). */
  pattern?: {
    digits?: { counts: number[]; refusal: string | null };
    /** 'two capital letters followed by 8 digits (e.g. AB12345678)': a regex literal and its words. */
    shape?: { regex: string; words: string };
    starts: string[];
    refusal: string | null;
  };
  /**
   * The prompt's own words for a value refused: a box left unticked ('otherwise show "Please
   * accept the terms"'), an email that is not one ('must be valid ("That email looks wrong")').
   */
  refusal: string | null;
  /** The prompt's own words for the input left empty ('if something is missing show "…"'). */
  missing: string | null;
  /** 'the plus-one name is required only when the checkbox is ticked': that checkbox's id. */
  requiredWhen?: string;
  /** 'emailInput and confirmEmailInput must match': the input this one repeats, and the refusal. */
  sameAs?: { elementId: string; refusal: string };
  /** 'End date can't be before start date': the day this one may not come before (or reach). */
  notBefore?: {
    elementId: string;
    strict: boolean;
    refusal: string;
    /** 'a rental can be at most 7 days long': the days from the first to this one, both counted. */
    maxDays?: { days: number; refusal: string };
  };
  /** Allowed length of a text, from the prompt ('at least 8 characters', 'at most 500'). */
  length: { min: number | null; max: number | null } | null;
  /** A date input's allowed days, from the prompt: only before today, or from today on. */
  dayBound: 'past' | 'today' | 'future' | 'tomorrow' | null;
  /** With 'tomorrow': the first day allowed is this many days from today ('at least 3 days'). */
  daysAhead?: number;
  /** A birth date's youngest age allowed, in years ('Must be 18+'): a later birthday is refused. */
  minAge?: number;
  /** A birth date's first age not allowed ('must be under 17'): an earlier birthday is refused. */
  maxAge?: number;
  /** Days of the week a date input may not be (0 = Sunday): 'we're closed on Sundays'. */
  closedDays: number[] | null;
  /** What an upload button may take, from the prompt: 'PDF or Word' (extensions), 'max 5 MB'. */
  files: {
    extensions: string[];
    kindsText: string;
    maxSize: { amount: number; unit: 'KB' | 'MB' | 'GB' } | null;
  } | null;
  /** The key of this input's value in the values object the page sends (the field key when mapped). */
  valueKey: string;
}

export interface FormPlan {
  id: string | null;
  /** PascalCase base: validateBooking, resetBooking, submitBooking. */
  name: string;
  collection: SiteCollection | null;
  inputs: FormInput[];
  submitId: string | null;
  statusTextId: string | null;
  steps: {
    boxId: string;
    nextId: string | null;
    backId: string | null;
    errorTextId: string | null;
  }[];
  /** The steps, or a one-step form itself, are states of this multi-state box: changeState. */
  stateBoxId: string | null;
  /** A state of that box without inputs, shown once the form is sent. */
  doneStateId: string | null;
  /** The status text is in that state, unseen while the steps show: problems outline the inputs. */
  confirmsOnly: boolean;
  successMessage: string;
  /** What the form says when saving fails, in the prompt's words, else null. */
  failureMessage: string | null;
  /** The form's box, collapsed once sent ('Afterwards hide applicationForm'). */
  hidesAfter: string | null;
  /** The save function: a backend web method, or a local insert in page-only code. */
  fnName: string;
  /**
   * A member edits their own item ('members update their profile'): the form opens filled with
   * it (loadFnName) and saving updates it, inserting only the first time.
   */
  /** images: page images showing the saved item's picture ('avatarImage'). */
  editsOwn: { loadFnName: string; images: { elementId: string; field: string }[] } | null;
  /** The item the visitor looked up is the one saved into ('rsvpButton updates that guest'). */
  updatesFound?: LookupPlan | null;
  /** A reference field no input fills, saved as the id of the item the page shows. */
  linkedField: SiteField | null;
  /** A count in the success message, and a button kept disabled after (form-success.ts). */
  success?: FormSuccess;
  /** A text of a later step showing what was entered ('summaryText lists what they entered'). */
  review?: { textId: string; step: number } | null;
  /** Only members send it: a visitor logs in first (member-forms.ts). */
  membersOnly?: boolean;
  /** 'Only members with the Employer role can post jobs': only they send it (access-role.ts). */
  role?: MemberRole;
  /** 'Admins enter a match result with …': only admins see and send it (member-forms.ts). */
  adminOnly?: true;
  /** A field no input fills that names the member who sent it ('memberId'): their id. */
  memberKey?: SiteField | null;
  /** Fields no input fills, said to hold the member's name or email ('their display name as ownerName'). */
  memberDetails?: { field: SiteField; shows: 'name' | 'email' }[];
  /** Values every saved item gets, set where the item is made ("with status 'pending'"). */
  fixedValues: FixedValue[];
  /** A total shown and saved from the chosen item's price and a quantity ('price x quantity'). */
  total: OrderTotal | null;
  /** A text only the form's errors go to ('errorText' beside a successText). */
  errorTextId: string | null;
  /** The last day the form takes entries ('Registration closes on June 1, 2027'). */
  deadline?: FormDeadline;
  /** 'an auto-generated order number like ORD-0001': numbered by the web module. */
  autoNumber?: AutoNumber;
  /** 'the same bike can't have two rentals that overlap' (plan-rental-rules.ts). */
  noOverlap?: NoOverlap;
  /** How many items may share the values of `fields`: one email once, 3 per slot. */
  limit: FormLimit | null;
  /** Further numbered groups of inputs, one more item each ('#child2Name + #child2Age'). */
  rows: FormRow[];
}
