import type { Node as EstreeNode, Expression, Program } from 'estree';

/** Thrown for a value that cannot be known without running code. */
export class NotStaticError extends Error {
  /** A hard error (BigInt, regex) rather than a warning. */
  readonly fatal: boolean;
  constructor(message: string, fatal = false) {
    super(message);
    this.fatal = fatal;
  }
}

export type JsonValue =
  | string
  | number
  | boolean
  | null
  | JsonValue[]
  | { [key: string]: JsonValue };

/**
 * Evaluates an attribute expression that is a literal, an array, an object,
 * a negative number or a template literal without expressions. Never runs code.
 */
export function evaluateStatic(node: EstreeNode): JsonValue {
  switch (node.type) {
    case 'Literal': {
      if ('bigint' in node && node.bigint !== undefined) {
        throw new NotStaticError('BigInt literals are not supported in attributes', true);
      }
      if ('regex' in node && node.regex !== undefined) {
        throw new NotStaticError(
          'regular expression literals are not supported in attributes',
          true,
        );
      }
      return node.value as string | number | boolean | null;
    }
    case 'ArrayExpression':
      return node.elements.map((element) => {
        if (element === null) return null;
        if (element.type === 'SpreadElement') throw new NotStaticError('spread in an array');
        return evaluateStatic(element);
      });
    case 'ObjectExpression': {
      const result: { [key: string]: JsonValue } = {};
      for (const property of node.properties) {
        if (property.type !== 'Property' || property.computed || property.kind !== 'init') {
          throw new NotStaticError('only plain object properties are supported');
        }
        const key =
          property.key.type === 'Identifier'
            ? property.key.name
            : property.key.type === 'Literal'
              ? String(property.key.value)
              : undefined;
        if (key === undefined) throw new NotStaticError('unsupported object key');
        if (property.shorthand) throw new NotStaticError(`shorthand property "${key}" needs code`);
        result[key] = evaluateStatic(property.value);
      }
      return result;
    }
    case 'UnaryExpression': {
      const value = evaluateStatic(node.argument);
      if (typeof value === 'number' && node.operator === '-') return -value;
      if (typeof value === 'number' && node.operator === '+') return value;
      if (typeof value === 'boolean' && node.operator === '!') return !value;
      throw new NotStaticError(`operator ${node.operator} needs code`);
    }
    case 'TemplateLiteral':
      if (node.expressions.length > 0) {
        throw new NotStaticError('template literals with expressions need code');
      }
      return node.quasis.map((quasi) => quasi.value.cooked ?? quasi.value.raw).join('');
    case 'Identifier':
      throw new NotStaticError(`"${node.name}" is a variable`);
    default:
      throw new NotStaticError(`${node.type} needs code to run`);
  }
}

/** The single expression of an attribute's `{...}` program, or undefined when empty. */
export function programExpression(program: Program | undefined | null): Expression | undefined {
  const statement = program?.body[0];
  if (!statement) return undefined;
  if (statement.type !== 'ExpressionStatement') throw new NotStaticError('not an expression');
  return statement.expression;
}
