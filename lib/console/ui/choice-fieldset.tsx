import type { ReactNode } from "react";
import { Checkbox } from "./fields";

/**
 * A field of checkboxes (operators, jurisdictions, games): each choice's label with its id beside it. Its test id
 * and hint id are `<idPrefix>-<name>`, so each form's choices are found by its own name.
 */
export function ChoiceFieldset({
  idPrefix,
  name,
  legend,
  choices,
  chosen,
  onChange,
  hint,
  error,
  excludedNote,
}: {
  idPrefix: string;
  name: string;
  legend: string;
  /** `excluded`: why the choice cannot be made (shown, not selectable). */
  choices: { value: string; label: string; excluded?: string }[];
  chosen: string[];
  onChange: (chosen: string[]) => void;
  hint: ReactNode;
  error?: string;
  /** Said beside an excluded choice, e.g. "excludes promotions". */
  excludedNote?: string;
}) {
  return (
    <fieldset className="c-field c-field-wide c-check-fieldset" aria-describedby={`${idPrefix}-${name}-hint`}>
      <legend className="c-label">{legend}</legend>
      <div className="c-check-grid" data-testid={`${idPrefix}-${name}`}>
        {choices.map((choice) => (
          <Checkbox
            key={choice.value}
            label={
              <>
                {choice.label} <span className="c-faint c-mono">{choice.value}</span>
                {choice.excluded && excludedNote ? <span className="c-faint"> · {excludedNote}</span> : null}
              </>
            }
            title={choice.excluded}
            disabled={Boolean(choice.excluded)}
            checked={chosen.includes(choice.value)}
            onChange={(event) =>
              onChange(
                event.target.checked ? [...chosen, choice.value] : chosen.filter((value) => value !== choice.value),
              )
            }
          />
        ))}
      </div>
      <span className="c-hint" id={`${idPrefix}-${name}-hint`}>
        {hint}
      </span>
      {error ? <span className="c-field-error">{error}</span> : null}
    </fieldset>
  );
}
