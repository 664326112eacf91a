import type { Prompt } from './CliContext.ts';
import type { TenantAnswers, KnownChoices } from './tenantQuestions.ts';
import { answerProblem, splitList, tenantQuestions } from './tenantQuestions.ts';

/** The raw answers by the answer they fill: typed at the prompt or given as flags. */
export type RawAnswers = Partial<Record<(typeof tenantQuestions)[number]['answer'], string>>;

/**
 * Asks on `prompt` every question `given` has no answer for. Enter keeps the fallback (the name must be typed);
 * a value the tenant check would refuse is refused here with its message and asked again, showing what was typed.
 */
export async function askTenantAnswers(
  prompt: Prompt,
  given: RawAnswers,
  known: KnownChoices,
  warn: (line: string) => void,
): Promise<RawAnswers> {
  const answers: RawAnswers = { ...given };
  for (const question of tenantQuestions) {
    if (answers[question.answer] !== undefined) continue;
    let typed = '';
    for (;;) {
      const shownBefore = typed ? ` (you typed: ${typed})` : '';
      typed = (await prompt.ask(`${question.question} [${question.fallback}]${shownBefore}: `)).trim();
      if (typed === '' && question.answer !== 'name') break;
      const problem = typed === '' ? 'the brand name is needed' : answerProblem(question, typed, known);
      if (!problem) {
        answers[question.answer] = typed;
        break;
      }
      warn(`  ${problem}`);
    }
  }
  return answers;
}

/** The answers as `scaffoldTenant` takes them: lists split, empty ones left out. */
export function toTenantAnswers(raw: RawAnswers & { readonly name: string }): TenantAnswers {
  const { hosts, plugins, ...single } = raw;
  return {
    ...single,
    ...(hosts === undefined ? {} : { hosts: splitList(hosts) }),
    ...(plugins === undefined ? {} : { plugins: splitList(plugins) }),
  };
}
