import { currencyNamed } from './currency';

/**
 * An HTML embed that is itself a calculator ('an HTML embed with a BMI calculator: height in cm
 * and weight in kg …'): the well-known ones the prompt names, with labelled number inputs, a
 * button, a result read out to screen readers, and the figures sent to page code as a 'result'
 * message. Written only when no elements are declared (the embed is the whole layout).
 */

interface Calculator {
  title: string;
  inputs: { id: string; label: string; min: number; max: number; step: string; value?: string }[];
  /** The body of `calculate(values)`: returns the result's text, or a problem to show. */
  script: string[];
}

export function calculatorFor(prompt: string): Calculator | null {
  if (!/\bcalculat|\bestimat|\bcompute/i.test(prompt)) return null;
  if (/\bbmi\b|\bbody mass\b/i.test(prompt))
    return bmi(/\b(?:lbs?|pounds|inch(?:es)?|feet)\b/i.test(prompt));
  const money = currencyNamed(prompt);
  if (/\b(?:loan|mortgage)\b/i.test(prompt)) return loan(money);
  if (/\btips?\b/i.test(prompt)) return tip(money);
  return null;
}

function bmi(imperial: boolean): Calculator {
  const [height, weight] = imperial
    ? ['Height (inches)', 'Weight (lbs)']
    : ['Height (cm)', 'Weight (kg)'];
  return {
    title: 'BMI calculator',
    inputs: [
      {
        id: 'heightInput',
        label: height,
        min: imperial ? 20 : 50,
        max: imperial ? 108 : 275,
        step: '0.1',
      },
      {
        id: 'weightInput',
        label: weight,
        min: imperial ? 4 : 2,
        max: imperial ? 1400 : 635,
        step: '0.1',
      },
    ],
    script: [
      imperial
        ? 'const bmi = (703 * values.weightInput) / (values.heightInput * values.heightInput);'
        : 'const metres = values.heightInput / 100;',
      ...(imperial ? [] : ['const bmi = values.weightInput / (metres * metres);']),
      '// The WHO adult categories.',
      "const category = bmi < 18.5 ? 'Underweight' : bmi < 25 ? 'Normal weight' : bmi < 30 ? 'Overweight' : 'Obese';",
      'return { text: `Your BMI is ${bmi.toFixed(1)}: ${category}.`, bmi: Math.round(bmi * 10) / 10, category };',
    ],
  };
}

function money(currency: string | null): string {
  return currency
    ? `const money = new Intl.NumberFormat(undefined, { style: 'currency', currency: '${currency}' });`
    : 'const money = new Intl.NumberFormat(undefined, { minimumFractionDigits: 2, maximumFractionDigits: 2 });';
}

function loan(currency: string | null): Calculator {
  return {
    title: 'Loan calculator',
    inputs: [
      { id: 'amountInput', label: 'Loan amount', min: 1, max: 100000000, step: '1' },
      { id: 'rateInput', label: 'Interest rate (% a year)', min: 0, max: 100, step: '0.01' },
      { id: 'yearsInput', label: 'Term (years)', min: 1, max: 50, step: '1' },
    ],
    script: [
      money(currency),
      'const months = Math.round(values.yearsInput * 12);',
      'const rate = values.rateInput / 100 / 12;',
      '// An annuity: the same payment each month; without interest, the amount spread evenly.',
      'const monthly = rate === 0 ? values.amountInput / months : (values.amountInput * rate) / (1 - Math.pow(1 + rate, -months));',
      'const total = monthly * months;',
      'return { text: `Monthly payment: ${money.format(monthly)}. Total paid: ${money.format(total)}, of which interest ${money.format(total - values.amountInput)}.`, monthly: Math.round(monthly * 100) / 100, total: Math.round(total * 100) / 100 };',
    ],
  };
}

function tip(currency: string | null): Calculator {
  return {
    title: 'Tip calculator',
    inputs: [
      { id: 'billInput', label: 'Bill amount', min: 0.01, max: 1000000, step: '0.01' },
      { id: 'tipInput', label: 'Tip (%)', min: 0, max: 100, step: '1', value: '15' },
      { id: 'peopleInput', label: 'People', min: 1, max: 100, step: '1', value: '1' },
    ],
    script: [
      money(currency),
      'const tip = (values.billInput * values.tipInput) / 100;',
      'const each = (values.billInput + tip) / Math.round(values.peopleInput);',
      'return { text: `Tip: ${money.format(tip)}. Total: ${money.format(values.billInput + tip)}. Each of ${Math.round(values.peopleInput)} pays ${money.format(each)}.`, tip: Math.round(tip * 100) / 100, each: Math.round(each * 100) / 100 };',
    ],
  };
}

/** The calculator's markup and script, indented for the body. */
export function writeCalculator(out: string[], calc: Calculator): void {
  out.push('  <main>', `    <form class="calculator" id="calculatorForm" novalidate>`);
  out.push(`      <h1>${calc.title}</h1>`);
  for (const i of calc.inputs)
    out.push(
      `      <label for="${i.id}">${i.label}</label>`,
      `      <input id="${i.id}" type="number" inputmode="decimal" min="${i.min}" max="${i.max}" step="${i.step}"${i.value ? ` value="${i.value}"` : ''} data-label="${i.label.toLowerCase()}" required>`,
    );
  out.push(
    '      <button id="calculateButton" type="submit">Calculate</button>',
    '      <p id="resultText" role="status" aria-live="polite"></p>',
    '    </form>',
    '  </main>',
    '  <script>',
    '    // Calculates in the browser; the page code gets the figures as a { type: "result" } message.',
    '    (() => {',
    `      const ids = [${calc.inputs.map((i) => `'${i.id}'`).join(', ')}];`,
    '      function calculate(values) {',
    ...calc.script.map((line) => `        ${line}`),
    '      }',
    "      document.getElementById('calculatorForm').addEventListener('submit', (event) => {",
    '        event.preventDefault();',
    "        const result = document.getElementById('resultText');",
    '        const values = {};',
    '        for (const id of ids) {',
    '          const input = document.getElementById(id);',
    '          const value = Number(input.value);',
    "          if (input.value.trim() === '' || !Number.isFinite(value) || value < Number(input.min) || value > Number(input.max)) {",
    '            result.textContent = `Please enter the ${input.dataset.label} (${input.min} to ${input.max}).`;',
    '            input.focus();',
    '            return;',
    '          }',
    '          values[id] = value;',
    '        }',
    '        const { text, ...figures } = calculate(values);',
    '        result.textContent = text;',
    "        window.parent.postMessage({ type: 'result', values, figures }, '*');",
    '      });',
    '    })();',
    '  </script>',
  );
}
