/**
 * The optional note and the link that opens the prefilled issue: the link's
 * address follows the note as it is typed (masked by src/feedback/maskNote),
 * and nothing is sent until the reader follows it and submits on GitHub.
 * Loaded on the first click of a feedback control, with the masking rules.
 */
import {useId, useState, type ReactNode} from 'react';
import type {MaskedText} from '@site/src/feedback/docsIssue';
import {maskNote} from '@site/src/feedback/maskNote';

type Props = {
  /** The issue URL with the note (already masked) in it. */
  issueUrl: (note: MaskedText) => string;
  label: string;
};

export default function NoteForm({issueUrl, label}: Props): ReactNode {
  const id = useId();
  const [note, setNote] = useState('');
  const masked = maskNote(note);
  return (
    // Styled inline: this chunk loads on a click, and its rules stay out of the stylesheet every page loads.
    <div style={{flexBasis: '100%', textAlign: 'left'}}>
      <label htmlFor={id}>{label}</label>
      <textarea id={id} rows={3} value={note} onChange={(event) => setNote(event.target.value)} style={{display: 'block', width: '100%', font: 'inherit'}} />
      {masked !== note.trim() && <p style={{margin: 0}}>Keys, passwords and tokens in the note are hidden in the issue.</p>}
      <p style={{margin: 0}}>
        {/* Underlined: inside a sentence, the link colour alone is too close to the text's. */}
        <a href={issueUrl(masked)} target="_blank" rel="noopener noreferrer" style={{textDecoration: 'underline'}}>
          Open the issue on GitHub
        </a>{' '}
        (nothing is sent until you submit it there)
      </p>
    </div>
  );
}
