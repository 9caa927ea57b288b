// Lints sources given on stdin (JSON: [{ file, code }]) as if they stood at those paths, and prints
// the messages of each as JSON. Run as a process: ESLint loads its configuration with import().
import { ESLint } from 'eslint';

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const sources = JSON.parse(Buffer.concat(chunks).toString('utf8'));
const eslint = new ESLint({ cwd: process.cwd() });
const results = [];
for (const { file, code } of sources) {
  const [result] = await eslint.lintText(code, { filePath: file });
  results.push(result.messages.map(({ ruleId, message }) => ({ ruleId, message })));
}
process.stdout.write(JSON.stringify(results));
