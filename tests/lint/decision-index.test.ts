import fs from 'node:fs';
import path from 'node:path';
import { root } from './repository-files';

/**
 * Every decision record opens with its number and title, a date and a status, and the index
 * (docs/decisions/README.md) lists it with that title and status: a reader finds each decision, and
 * what replaced it, from one page.
 */
const decisionsDir = path.join(root, 'docs/decisions');
const records = fs.readdirSync(decisionsDir).filter((name) => /^\d{3}-.+\.md$/.test(name));
const index = fs.readFileSync(path.join(decisionsDir, 'README.md'), 'utf8');

function header(record: string) {
  const text = fs.readFileSync(path.join(decisionsDir, record), 'utf8');
  const title = /^# (\d{3}) — (.+)$/m.exec(text.split('\n')[0] ?? '');
  const date = /^- Date: (\d{4}-\d{2}-\d{2}.*)$/m.exec(text);
  const status = /^- Status: (.+(?:\n {2}.+)*)$/m.exec(text);
  return {
    number: title?.[1],
    title: title?.[2],
    date: date?.[1],
    status: status?.[1].replace(/\s*\n\s*/g, ' '),
  };
}

function indexRow(record: string) {
  const row = index.split('\n').find((line) => line.includes(`](${record})`));
  return row?.split('|').map((cell) => cell.trim());
}

describe('the decision records', () => {
  it.each(records)('when %s is read, then it has its number, title, date and status', (record) => {
    const { number, title, date, status } = header(record);
    expect({ number, hasTitle: Boolean(title), hasDate: Boolean(date), hasStatus: Boolean(status) }).toEqual({
      number: record.slice(0, 3),
      hasTitle: true,
      hasDate: true,
      hasStatus: true,
    });
  });

  it.each(records)(
    'when %s is in the folder, then the index lists it with its title and status',
    (record) => {
      const { title, status } = header(record);
      expect(indexRow(record)).toEqual(['', record.slice(0, 3), `[${title}](${record})`, status, '']);
    },
  );
});
