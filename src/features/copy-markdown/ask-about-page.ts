import { askAboutPage } from '../../../config/site';

/** The question handed to a chat assistant: it should read the page at `pageUrl` first. */
export function askAboutPageQuestion(pageUrl: string): string {
  return `Read ${pageUrl} so I can ask questions about it.`;
}

export function askAboutPageLinks(pageUrl: string): { chatgpt: string; claude: string } {
  const q = askAboutPageQuestion(pageUrl);
  const withQuestion = (base: string) => {
    const url = new URL(base);
    url.searchParams.set('q', q);
    return url.href;
  };
  return { chatgpt: withQuestion(askAboutPage.chatgpt), claude: withQuestion(askAboutPage.claude) };
}
