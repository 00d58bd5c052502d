import classes from './code.module.css';
import type { Token } from './highlight';

/** One line's tokens as coloured spans; plain text stays a bare string. */
export function CodeTokens({ tokens }: { tokens: Token[] }) {
  return (
    <span className={classes.text}>
      {tokens.map((token, index) =>
        token.kind ? (
          <span key={index} className={classes[token.kind]}>
            {token.text}
          </span>
        ) : (
          token.text
        ),
      )}
    </span>
  );
}
