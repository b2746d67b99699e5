// A news text as paragraphs with its http(s) links clickable (no HTML is read from it: React
// escapes every piece).
import { linkify, newsParagraphs } from '@parish/shared/plain/news-text';

export function NewsText({ text }: { text: string }) {
  return (
    <div className="news-text">
      {newsParagraphs(text).map((paragraph, i) => (
        <p key={i}>
          {paragraph.split('\n').map((line, j) => (
            <span key={j}>
              {j > 0 && <br />}
              {linkify(line).map((piece, k) =>
                piece.kind === 'link' ? (
                  <a key={k} href={piece.href} target="_blank" rel="noopener noreferrer nofollow">
                    {piece.text}
                  </a>
                ) : (
                  piece.text
                ),
              )}
            </span>
          ))}
        </p>
      ))}
    </div>
  );
}
