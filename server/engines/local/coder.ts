// The offline assistant as a coder: it recognises a few classic tasks (hello world, Fibonacci,
// factorial, reversing a string, palindromes, primes, FizzBuzz) and writes them, tested by hand,
// in TypeScript, JavaScript, Python, Go, Rust and Java; any other request or language gets a
// skeleton in the chosen language — a function named after the request, its doc comment and a
// body to fill in — and says so. Always one fenced block, so the coder's view highlights it.
import type { WritingTask } from '../types';

type CodeTask = Extract<WritingTask, { kind: 'code' }>;
type Known = 'hello' | 'fibonacci' | 'factorial' | 'reverse' | 'palindrome' | 'prime' | 'fizzbuzz';

const tasks: [Known, RegExp][] = [
  ['fizzbuzz', /fizz\s*buzz/i],
  ['palindrome', /palindrom/i],
  ['fibonacci', /fibonacci/i],
  ['factorial', /factorial/i],
  ['prime', /\bprimes?\b|primality/i],
  ['reverse', /\brevers\w*\b.*\b(string|text|word)|\b(string|text|word)\b.*\brevers/i],
  ['hello', /hello[\s,]*world|\bhello\b/i],
];

const typescript: Record<Known, string> = {
  hello: `export function hello(name: string = 'world'): string {\n  return \`Hello, \${name}!\`;\n}\n\nconsole.log(hello());`,
  fibonacci: `/** The n-th Fibonacci number (0, 1, 1, 2, 3, 5, …), iteratively. */\nexport function fibonacci(n: number): number {\n  let [a, b] = [0, 1];\n  for (let i = 0; i < n; i++) [a, b] = [b, a + b];\n  return a;\n}\n\nconsole.log(fibonacci(10)); // 55`,
  factorial: `/** n! for a non-negative integer n. */\nexport function factorial(n: number): number {\n  if (n < 0 || !Number.isInteger(n)) throw new RangeError('n must be a non-negative integer');\n  let result = 1;\n  for (let i = 2; i <= n; i++) result *= i;\n  return result;\n}\n\nconsole.log(factorial(5)); // 120`,
  reverse: `/** The string backwards, by code point (so emoji stay whole). */\nexport function reverse(text: string): string {\n  return [...text].reverse().join('');\n}\n\nconsole.log(reverse('hello')); // "olleh"`,
  palindrome: `/** Whether the text reads the same both ways, ignoring case, spaces and punctuation. */\nexport function isPalindrome(text: string): boolean {\n  const letters = text.toLowerCase().replace(/[^\\p{L}\\p{N}]/gu, '');\n  return letters === [...letters].reverse().join('');\n}\n\nconsole.log(isPalindrome('A man, a plan, a canal: Panama')); // true`,
  prime: `/** Whether n is prime, by trial division up to its square root. */\nexport function isPrime(n: number): boolean {\n  if (n < 2 || !Number.isInteger(n)) return false;\n  for (let d = 2; d * d <= n; d++) if (n % d === 0) return false;\n  return true;\n}\n\nconsole.log(isPrime(97)); // true`,
  fizzbuzz: `export function fizzBuzz(n: number): string[] {\n  const lines: string[] = [];\n  for (let i = 1; i <= n; i++) lines.push(i % 15 === 0 ? 'FizzBuzz' : i % 3 === 0 ? 'Fizz' : i % 5 === 0 ? 'Buzz' : String(i));\n  return lines;\n}\n\nconsole.log(fizzBuzz(15).join('\\n'));`,
};

const python: Record<Known, string> = {
  hello: `def hello(name: str = "world") -> str:\n    return f"Hello, {name}!"\n\n\nif __name__ == "__main__":\n    print(hello())`,
  fibonacci: `def fibonacci(n: int) -> int:\n    """The n-th Fibonacci number (0, 1, 1, 2, 3, 5, ...), iteratively."""\n    a, b = 0, 1\n    for _ in range(n):\n        a, b = b, a + b\n    return a\n\n\nprint(fibonacci(10))  # 55`,
  factorial: `def factorial(n: int) -> int:\n    """n! for a non-negative integer n."""\n    if n < 0:\n        raise ValueError("n must be non-negative")\n    result = 1\n    for i in range(2, n + 1):\n        result *= i\n    return result\n\n\nprint(factorial(5))  # 120`,
  reverse: `def reverse(text: str) -> str:\n    return text[::-1]\n\n\nprint(reverse("hello"))  # olleh`,
  palindrome: `def is_palindrome(text: str) -> bool:\n    """Whether the text reads the same both ways, ignoring case, spaces and punctuation."""\n    letters = [c.lower() for c in text if c.isalnum()]\n    return letters == letters[::-1]\n\n\nprint(is_palindrome("A man, a plan, a canal: Panama"))  # True`,
  prime: `def is_prime(n: int) -> bool:\n    """Whether n is prime, by trial division up to its square root."""\n    if n < 2:\n        return False\n    d = 2\n    while d * d <= n:\n        if n % d == 0:\n            return False\n        d += 1\n    return True\n\n\nprint(is_prime(97))  # True`,
  fizzbuzz: `def fizz_buzz(n: int) -> list[str]:\n    return ["FizzBuzz" if i % 15 == 0 else "Fizz" if i % 3 == 0 else "Buzz" if i % 5 == 0 else str(i) for i in range(1, n + 1)]\n\n\nprint("\\n".join(fizz_buzz(15)))`,
};

const go: Record<Known, string> = {
  hello: `package main\n\nimport "fmt"\n\nfunc main() {\n\tfmt.Println("Hello, world!")\n}`,
  fibonacci: `package main\n\nimport "fmt"\n\n// Fibonacci returns the n-th Fibonacci number, iteratively.\nfunc Fibonacci(n int) int {\n\ta, b := 0, 1\n\tfor i := 0; i < n; i++ {\n\t\ta, b = b, a+b\n\t}\n\treturn a\n}\n\nfunc main() {\n\tfmt.Println(Fibonacci(10)) // 55\n}`,
  factorial: `package main\n\nimport "fmt"\n\n// Factorial returns n! for n >= 0.\nfunc Factorial(n int) int {\n\tresult := 1\n\tfor i := 2; i <= n; i++ {\n\t\tresult *= i\n\t}\n\treturn result\n}\n\nfunc main() {\n\tfmt.Println(Factorial(5)) // 120\n}`,
  reverse: `package main\n\nimport "fmt"\n\n// Reverse returns the string backwards, rune by rune.\nfunc Reverse(s string) string {\n\tr := []rune(s)\n\tfor i, j := 0, len(r)-1; i < j; i, j = i+1, j-1 {\n\t\tr[i], r[j] = r[j], r[i]\n\t}\n\treturn string(r)\n}\n\nfunc main() {\n\tfmt.Println(Reverse("hello")) // olleh\n}`,
  palindrome: `package main\n\nimport (\n\t"fmt"\n\t"strings"\n\t"unicode"\n)\n\n// IsPalindrome ignores case, spaces and punctuation.\nfunc IsPalindrome(s string) bool {\n\tvar r []rune\n\tfor _, c := range strings.ToLower(s) {\n\t\tif unicode.IsLetter(c) || unicode.IsDigit(c) {\n\t\t\tr = append(r, c)\n\t\t}\n\t}\n\tfor i, j := 0, len(r)-1; i < j; i, j = i+1, j-1 {\n\t\tif r[i] != r[j] {\n\t\t\treturn false\n\t\t}\n\t}\n\treturn true\n}\n\nfunc main() {\n\tfmt.Println(IsPalindrome("A man, a plan, a canal: Panama")) // true\n}`,
  prime: `package main\n\nimport "fmt"\n\n// IsPrime checks by trial division up to the square root.\nfunc IsPrime(n int) bool {\n\tif n < 2 {\n\t\treturn false\n\t}\n\tfor d := 2; d*d <= n; d++ {\n\t\tif n%d == 0 {\n\t\t\treturn false\n\t\t}\n\t}\n\treturn true\n}\n\nfunc main() {\n\tfmt.Println(IsPrime(97)) // true\n}`,
  fizzbuzz: `package main\n\nimport "fmt"\n\nfunc main() {\n\tfor i := 1; i <= 15; i++ {\n\t\tswitch {\n\t\tcase i%15 == 0:\n\t\t\tfmt.Println("FizzBuzz")\n\t\tcase i%3 == 0:\n\t\t\tfmt.Println("Fizz")\n\t\tcase i%5 == 0:\n\t\t\tfmt.Println("Buzz")\n\t\tdefault:\n\t\t\tfmt.Println(i)\n\t\t}\n\t}\n}`,
};

const rust: Record<Known, string> = {
  hello: `fn main() {\n    println!("Hello, world!");\n}`,
  fibonacci: `/// The n-th Fibonacci number, iteratively.\nfn fibonacci(n: u32) -> u64 {\n    let (mut a, mut b) = (0u64, 1u64);\n    for _ in 0..n {\n        (a, b) = (b, a + b);\n    }\n    a\n}\n\nfn main() {\n    println!("{}", fibonacci(10)); // 55\n}`,
  factorial: `/// n! (overflows past 20!).\nfn factorial(n: u64) -> u64 {\n    (2..=n).product()\n}\n\nfn main() {\n    println!("{}", factorial(5)); // 120\n}`,
  reverse: `/// The string backwards, char by char.\nfn reverse(s: &str) -> String {\n    s.chars().rev().collect()\n}\n\nfn main() {\n    println!("{}", reverse("hello")); // olleh\n}`,
  palindrome: `/// Ignores case, spaces and punctuation.\nfn is_palindrome(s: &str) -> bool {\n    let letters: Vec<char> = s.chars().filter(|c| c.is_alphanumeric()).flat_map(|c| c.to_lowercase()).collect();\n    letters.iter().eq(letters.iter().rev())\n}\n\nfn main() {\n    println!("{}", is_palindrome("A man, a plan, a canal: Panama")); // true\n}`,
  prime: `/// Trial division up to the square root.\nfn is_prime(n: u64) -> bool {\n    if n < 2 {\n        return false;\n    }\n    let mut d = 2;\n    while d * d <= n {\n        if n % d == 0 {\n            return false;\n        }\n        d += 1;\n    }\n    true\n}\n\nfn main() {\n    println!("{}", is_prime(97)); // true\n}`,
  fizzbuzz: `fn main() {\n    for i in 1..=15 {\n        match (i % 3, i % 5) {\n            (0, 0) => println!("FizzBuzz"),\n            (0, _) => println!("Fizz"),\n            (_, 0) => println!("Buzz"),\n            _ => println!("{}", i),\n        }\n    }\n}`,
};

const java: Record<Known, string> = {
  hello: `public class Main {\n    public static void main(String[] args) {\n        System.out.println("Hello, world!");\n    }\n}`,
  fibonacci: `public class Main {\n    /** The n-th Fibonacci number, iteratively. */\n    static long fibonacci(int n) {\n        long a = 0, b = 1;\n        for (int i = 0; i < n; i++) {\n            long next = a + b;\n            a = b;\n            b = next;\n        }\n        return a;\n    }\n\n    public static void main(String[] args) {\n        System.out.println(fibonacci(10)); // 55\n    }\n}`,
  factorial: `public class Main {\n    static long factorial(int n) {\n        if (n < 0) throw new IllegalArgumentException("n must be non-negative");\n        long result = 1;\n        for (int i = 2; i <= n; i++) result *= i;\n        return result;\n    }\n\n    public static void main(String[] args) {\n        System.out.println(factorial(5)); // 120\n    }\n}`,
  reverse: `public class Main {\n    static String reverse(String s) {\n        return new StringBuilder(s).reverse().toString();\n    }\n\n    public static void main(String[] args) {\n        System.out.println(reverse("hello")); // olleh\n    }\n}`,
  palindrome: `public class Main {\n    /** Ignores case, spaces and punctuation. */\n    static boolean isPalindrome(String s) {\n        String letters = s.toLowerCase().replaceAll("[^\\\\p{L}\\\\p{N}]", "");\n        return new StringBuilder(letters).reverse().toString().equals(letters);\n    }\n\n    public static void main(String[] args) {\n        System.out.println(isPalindrome("A man, a plan, a canal: Panama")); // true\n    }\n}`,
  prime: `public class Main {\n    static boolean isPrime(long n) {\n        if (n < 2) return false;\n        for (long d = 2; d * d <= n; d++) if (n % d == 0) return false;\n        return true;\n    }\n\n    public static void main(String[] args) {\n        System.out.println(isPrime(97)); // true\n    }\n}`,
  fizzbuzz: `public class Main {\n    public static void main(String[] args) {\n        for (int i = 1; i <= 15; i++) {\n            System.out.println(i % 15 == 0 ? "FizzBuzz" : i % 3 == 0 ? "Fizz" : i % 5 == 0 ? "Buzz" : String.valueOf(i));\n        }\n    }\n}`,
};

/** TypeScript without its annotations: the same code, as JavaScript. */
const javascript = Object.fromEntries(
  Object.entries(typescript).map(([task, code]) => [task, code.replace(/export /g, '').replace(/: (number|string|boolean|string\[\])(?= =| \{|[,)={;])/g, '')]),
) as Record<Known, string>;

const written: Record<string, Record<Known, string>> = { typescript, javascript, python, go, rust, java };

/** How each language writes a function to fill in: name, the request as a comment. */
const skeletons: Record<string, (name: string[], request: string) => string> = {
  javascript: (n, r) => `/**\n * ${r}\n */\nfunction ${camel(n)}(input) {\n  // TODO: implement\n  throw new Error('Not implemented yet');\n}`,
  typescript: (n, r) => `/**\n * ${r}\n */\nexport function ${camel(n)}(input: unknown): unknown {\n  // TODO: implement\n  throw new Error('Not implemented yet');\n}`,
  python: (n, r) => `def ${snake(n)}(value):\n    """${r}"""\n    raise NotImplementedError`,
  go: (n, r) => `package main\n\n// ${pascal(n)}: ${r}\nfunc ${pascal(n)}(input any) (any, error) {\n\t// TODO: implement\n\treturn nil, nil\n}`,
  rust: (n, r) => `/// ${r}\nfn ${snake(n)}() {\n    todo!()\n}`,
  java: (n, r) => `public class Main {\n    /** ${r} */\n    static Object ${camel(n)}(Object input) {\n        throw new UnsupportedOperationException("Not implemented yet");\n    }\n}`,
  csharp: (n, r) => `public static class Program\n{\n    /// <summary>${r}</summary>\n    public static object ${pascal(n)}(object input)\n    {\n        throw new System.NotImplementedException();\n    }\n}`,
  cpp: (n, r) => `// ${r}\n#include <stdexcept>\n\nvoid ${snake(n)}() {\n    throw std::logic_error("not implemented yet");\n}`,
  c: (n, r) => `/* ${r} */\nvoid ${snake(n)}(void) {\n    /* TODO: implement */\n}`,
  ruby: (n, r) => `# ${r}\ndef ${snake(n)}(input)\n  raise NotImplementedError\nend`,
  php: (n, r) => `<?php\n\n/** ${r} */\nfunction ${camel(n)}($input)\n{\n    throw new \\LogicException('Not implemented yet');\n}`,
  kotlin: (n, r) => `/** ${r} */\nfun ${camel(n)}(input: Any?): Any? {\n    TODO("Not implemented yet")\n}`,
  swift: (n, r) => `/// ${r}\nfunc ${camel(n)}(_ input: Any) -> Any {\n    fatalError("Not implemented yet")\n}`,
  bash: (n, r) => `#!/usr/bin/env bash\n# ${r}\nset -euo pipefail\n\n${snake(n)}() {\n  echo "not implemented yet" >&2\n  return 1\n}\n\n${snake(n)} "$@"`,
  sql: (_n, r) => `-- ${r}\n-- TODO: name the tables and columns this query reads.\nselect *\nfrom your_table\nwhere true\nlimit 100;`,
  html: (_n, r) => `<!doctype html>\n<html lang="en">\n<head>\n  <meta charset="utf-8">\n  <title>${escapeHtml(r)}</title>\n</head>\n<body>\n  <!-- ${escapeHtml(r)} -->\n  <main></main>\n</body>\n</html>`,
  css: (n, r) => `/* ${r} */\n.${snake(n).replace(/_/g, '-')} {\n  display: block;\n}`,
};

/** The answer's markdown: one fenced block in the language asked for, and a line on how it was written. */
export function writeCode({ language, prompt }: CodeTask): string {
  const request = prompt.trim().replace(/\s+/g, ' ');
  const known = tasks.find(([, pattern]) => pattern.test(request))?.[0];
  const code = known && written[language]?.[known];
  if (code) {
    return `\`\`\`${language}\n${code}\n\`\`\`\n\n_Written offline by Atelier's offline assistant, which knows a few classic tasks; connect a language model for anything else._`;
  }
  const name = functionName(request);
  const skeleton = (skeletons[language] ?? skeletons.javascript!)(name, request.replace(/\*\//g, '* /').slice(0, 200));
  return [
    `\`\`\`${skeletons[language] ? language : 'javascript'}\n${skeleton}\n\`\`\``,
    "_A skeleton to fill in: no language model is connected, and Atelier's offline assistant writes real code only for a few classic tasks (hello world, Fibonacci, factorial, reversing a string, palindromes, primes, FizzBuzz) in TypeScript, JavaScript, Python, Go, Rust and Java. Connect a model for the rest._",
  ].join('\n\n');
}

/** A function name from the request's first content words ("a function that sorts users by age" → sortsUsersAge). */
function functionName(request: string): string[] {
  const filler = new Set(['a', 'an', 'the', 'write', 'create', 'make', 'function', 'method', 'program', 'script', 'code', 'that', 'which', 'to', 'in', 'of', 'for', 'and', 'by', 'with', 'please', 'me', 'i', 'need', 'want', 'simple', 'small']);
  const words = (request.toLowerCase().match(/[a-z][a-z0-9]*/g) ?? []).filter((word) => !filler.has(word)).slice(0, 4);
  return words.length ? words : ['solve'];
}

const camel = (words: string[]) => words.map((w, i) => (i === 0 ? w : w[0]!.toUpperCase() + w.slice(1))).join('');
const pascal = (words: string[]) => words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
const snake = (words: string[]) => words.join('_');
const escapeHtml = (text: string) => text.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);
