/** Team authors, keyed by lowercase handle (SPEC.md §3 "Team author"). Avatars are generated, not photos. */
export interface TeamAuthor {
  firstName: string;
  name: string;
  title: string;
  image: string;
  twitter?: string;
  github?: string;
}

export const team: Readonly<Record<string, TeamAuthor>> = {
  mira: {
    firstName: 'Mira',
    name: 'Mira Okafor',
    title: 'Co-Founder',
    image: '/images/people/mira.svg',
    twitter: 'miraokafor',
    github: 'miraokafor',
  },
  jonas: {
    firstName: 'Jonas',
    name: 'Jonas Feld',
    title: 'Co-Founder',
    image: '/images/people/jonas.svg',
    github: 'jfeld',
  },
  priya: {
    firstName: 'Priya',
    name: 'Priya Raman',
    title: 'Co-Founder',
    image: '/images/people/priya.svg',
    twitter: 'priyaraman_dev',
  },
  tomas: {
    firstName: 'Tomás',
    name: 'Tomás Villar',
    title: 'Founding Engineer',
    image: '/images/people/tomas.svg',
    github: 'tvillar',
  },
  hana: {
    firstName: 'Hana',
    name: 'Hana Sato',
    title: 'Founding Engineer',
    image: '/images/people/hana.svg',
    github: 'hanasato',
  },
  leon: {
    firstName: 'Leon',
    name: 'Leon Brandt',
    title: 'Product Engineer',
    image: '/images/people/leon.svg',
    github: 'lbrandt',
  },
  ada: {
    firstName: 'Ada',
    name: 'Ada Nwosu',
    title: 'Product Engineer',
    image: '/images/people/ada.svg',
    twitter: 'adanwosu',
    github: 'adanwosu',
  },
  felix: {
    firstName: 'Felix',
    name: 'Felix Aalto',
    title: 'Product Engineer',
    image: '/images/people/felix.svg',
    github: 'faalto',
  },
  sofia: {
    firstName: 'Sofia',
    name: 'Sofia Marchetti',
    title: 'Growth Engineer',
    image: '/images/people/sofia.svg',
    twitter: 'sofiamarchetti',
  },
  omar: {
    firstName: 'Omar',
    name: 'Omar Haddad',
    title: 'Growth Engineer',
    image: '/images/people/omar.svg',
    github: 'ohaddad',
  },
  lena: {
    firstName: 'Lena',
    name: 'Lena Kowalski',
    title: 'Technical Writer',
    image: '/images/people/lena.svg',
    github: 'lenakowalski',
  },
  david: {
    firstName: 'David',
    name: 'David Mensah',
    title: 'Enterprise and Partnerships',
    image: '/images/people/david.svg',
    twitter: 'davidmensah',
  },
};
