import { FormAlert } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/api-client';

/** Why the server refused a step (its own 400, 409 or 502 message), beside the step's button. */
export function StepError({ error, fallback }: { error: unknown; fallback: string }) {
  if (!error) return null;
  return <FormAlert>{errorMessage(error, fallback)}</FormAlert>;
}
