import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { helpLinks } from '../lib/help-sections';
import { helpEn } from '../locales/en';

/** What a section or part may hold in the catalogue, shown in this order. */
interface HelpContent {
  title: string;
  intro?: Record<string, string>;
  steps?: Record<string, string>;
  fieldsTitle?: string;
  fields?: Record<string, { term: string; text: string }>;
  after?: Record<string, string>;
}

/** The English catalogue at `sections.<path>`: which texts a block has, in which order. */
function contentAt(path: string): HelpContent {
  let node: unknown = helpEn.sections;
  for (const key of path.split('.')) node = (node as Record<string, unknown>)[key];
  return node as HelpContent;
}

interface HelpBlockProps {
  /** `gettingStarted`, or a part such as `mpesa.daraja`. */
  path: string;
  /** The heading's id: the anchor other screens link to (/help#mpesa-daraja). */
  anchor: string;
  level: 'h2' | 'h3';
  /** The id of the field explanations' heading (/help#mpesa-keys). */
  fieldsAnchor?: string;
  links?: readonly (keyof typeof helpLinks)[];
  signedIn: boolean;
  /** Values the texts interpolate (`{{name}}`). */
  values?: Record<string, string>;
  /** Parts with their own headings, after this block's texts. */
  children?: ReactNode;
}

/** One section (h2) or part (h3) of the Help page: paragraphs, numbered steps, fields, links. */
export function HelpBlock({
  path,
  anchor,
  level,
  fieldsAnchor,
  links = [],
  signedIn,
  values,
  children,
}: HelpBlockProps) {
  const { t } = useTranslation('help');
  const content = contentAt(path);
  const text = (key: string) => t(`sections.${path}.${key}`, values);
  const paragraphs = (group: 'intro' | 'after') =>
    Object.keys(content[group] ?? {}).map((key) => (
      <Typography key={key}>{text(`${group}.${key}`)}</Typography>
    ));
  const title = text('title');
  const shown = links.filter((key) => {
    const { audience } = helpLinks[key];
    return audience === 'everyone' || (audience === 'signedIn') === signedIn;
  });

  return (
    <Box
      component="section"
      aria-labelledby={anchor}
      sx={{ display: 'grid', gap: 1.5, overflowWrap: 'anywhere' }}
    >
      <Typography
        id={anchor}
        component={level}
        variant={level === 'h2' ? 'h5' : 'h6'}
        sx={{ fontWeight: 700, scrollMarginTop: 16 }}
      >
        {title}
      </Typography>
      {paragraphs('intro')}
      {content.steps && (
        <Box component="ol" sx={{ m: 0, pl: 3, display: 'grid', gap: 1 }}>
          {Object.keys(content.steps).map((key) => (
            <Typography component="li" key={key}>
              {text(`steps.${key}`)}
            </Typography>
          ))}
        </Box>
      )}
      {content.fieldsTitle && (
        <Typography
          id={fieldsAnchor}
          component={level === 'h2' ? 'h3' : 'h4'}
          variant="subtitle1"
          sx={{ fontWeight: 700, scrollMarginTop: 16 }}
        >
          {text('fieldsTitle')}
        </Typography>
      )}
      {content.fields && (
        <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1 }}>
          {Object.keys(content.fields).map((key) => (
            <div key={key}>
              <Typography component="dt" sx={{ fontWeight: 600 }}>
                {text(`fields.${key}.term`)}
              </Typography>
              <Typography component="dd" color="text.secondary" sx={{ m: 0 }}>
                {text(`fields.${key}.text`)}
              </Typography>
            </div>
          ))}
        </Box>
      )}
      {paragraphs('after')}
      {shown.length > 0 && (
        <Box
          component="ul"
          aria-label={t('linksLabel', { section: title })}
          sx={{ m: 0, p: 0, listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: 2 }}
        >
          {shown.map((key) => (
            <li key={key}>
              <HelpLink href={helpLinks[key].href} label={t(`links.${key}`)} />
            </li>
          ))}
        </Box>
      )}
      {children}
    </Box>
  );
}

/** A screen of the app in this tab; a provider's site in a new one, and says so. */
function HelpLink({ href, label }: { href: string; label: string }) {
  const { t } = useTranslation('help');
  if (href.startsWith('/')) {
    return (
      <Link component={RouterLink} to={href}>
        {label}
      </Link>
    );
  }
  return (
    <Link
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('newTab', { name: label })}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
    >
      {label}
      <OpenInNewIcon fontSize="inherit" aria-hidden />
    </Link>
  );
}
