import ts from 'typescript';

/**
 * The places a source file reads the real time (ADR 0073): `new Date()` with no argument, `Date.now`, and in SQL
 * (any string or template) now(), current_date, current_timestamp, localtimestamp and the other time functions.
 * SQL reads the time through tokri_now(), which follows the injected clock; TypeScript through the clock itself.
 */
export interface TimeRead {
  line: number;
  what: 'new Date()' | 'Date.now' | 'SQL time';
  text: string;
}

const SQL_TIME =
  /(?<![\w.])(now\(\)|current_date\b|current_timestamp\b|localtimestamp\b|localtime\b|transaction_timestamp\(|statement_timestamp\(|clock_timestamp\(|timeofday\()/i;

const STRING_KINDS = new Set([
  ts.SyntaxKind.StringLiteral,
  ts.SyntaxKind.NoSubstitutionTemplateLiteral,
  ts.SyntaxKind.TemplateHead,
  ts.SyntaxKind.TemplateMiddle,
  ts.SyntaxKind.TemplateTail,
]);

export function timeReads(fileName: string, text: string): TimeRead[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found: TimeRead[] = [];
  const add = (node: ts.Node, what: TimeRead['what'], snippet: string) =>
    found.push({
      line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1,
      what,
      text: snippet,
    });
  const visit = (node: ts.Node) => {
    if (
      ts.isNewExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'Date' &&
      (node.arguments?.length ?? 0) === 0
    ) {
      add(node, 'new Date()', node.getText(source));
    } else if (
      ts.isPropertyAccessExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'Date' &&
      node.name.text === 'now'
    ) {
      add(node, 'Date.now', node.getText(source));
    } else if (STRING_KINDS.has(node.kind)) {
      const match = SQL_TIME.exec(node.getText(source));
      if (match) add(node, 'SQL time', match[0]);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}
