import type {
  BinaryExpression,
  ConditionalExpression,
  Node as EstreeNode,
  Expression,
  Program,
} from 'estree';

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

/** Turns a JSX element or fragment met inside an expression into a JSON value (or refuses). */
export type JsxValue = (node: EstreeNode) => JsonValue;

/**
 * Evaluates an expression whose value is fixed in the source: literals,
 * arrays, objects, constant arithmetic (`16 / 9`, `320 * 2`), unary operators,
 * string concatenation and template literals of such values. JSX is handed
 * to `jsx` when given. Never runs code.
 */
export function evaluateStatic(node: EstreeNode, jsx?: JsxValue): JsonValue {
  const evaluate = (child: EstreeNode) => evaluateStatic(child, jsx);
  switch (node.type as string) {
    case 'JSXElement':
    case 'JSXFragment':
      if (!jsx) throw new NotStaticError('JSX is only static as content or a component attribute');
      return jsx(node);
    case 'BinaryExpression':
      return binary(node as BinaryExpression, evaluate);
    case 'ConditionalExpression': {
      const conditional = node as ConditionalExpression;
      const test = evaluate(conditional.test);
      return evaluate(test ? conditional.consequent : conditional.alternate);
    }
  }
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
        return evaluate(element);
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
        result[key] = evaluate(property.value);
      }
      return result;
    }
    case 'UnaryExpression': {
      const value = evaluate(node.argument);
      if (typeof value === 'number' && node.operator === '-') return -value;
      if (typeof value === 'number' && node.operator === '+') return value;
      if (typeof value === 'boolean' && node.operator === '!') return !value;
      throw new NotStaticError(`operator ${node.operator} needs code`);
    }
    case 'TemplateLiteral': {
      let text = '';
      node.quasis.forEach((quasi, index) => {
        text += quasi.value.cooked ?? quasi.value.raw;
        const expression = node.expressions[index];
        if (expression) text += String(primitive(evaluate(expression), 'a template literal'));
      });
      return text;
    }
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

function primitive(value: JsonValue, where: string): string | number | boolean | null {
  if (value !== null && typeof value === 'object') {
    throw new NotStaticError(`only strings and numbers are static in ${where}`);
  }
  return value;
}

/** Arithmetic on numbers and `+` on strings; the result must be a finite number or a string. */
function binary(node: BinaryExpression, evaluate: (node: EstreeNode) => JsonValue): JsonValue {
  if (node.left.type === 'PrivateIdentifier') throw new NotStaticError('private names need code');
  const left = primitive(evaluate(node.left), 'an operation');
  const right = primitive(evaluate(node.right), 'an operation');
  if (node.operator === '+' && (typeof left === 'string' || typeof right === 'string')) {
    return `${left}${right}`;
  }
  if (typeof left !== 'number' || typeof right !== 'number') {
    throw new NotStaticError(`operator ${node.operator} is only static on numbers`);
  }
  const result = ARITHMETIC[node.operator]?.(left, right);
  if (result === undefined) throw new NotStaticError(`operator ${node.operator} needs code`);
  if (!Number.isFinite(result)) throw new NotStaticError('the result is not a finite number');
  return result;
}

const ARITHMETIC: Partial<Record<BinaryExpression['operator'], (a: number, b: number) => number>> =
  {
    '+': (a, b) => a + b,
    '-': (a, b) => a - b,
    '*': (a, b) => a * b,
    '/': (a, b) => a / b,
    '%': (a, b) => a % b,
    '**': (a, b) => a ** b,
  };
