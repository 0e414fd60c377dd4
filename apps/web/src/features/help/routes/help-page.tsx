import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useAuthToken } from '../../../lib/auth-token';
import { HelpBlock } from '../components/help-block';
import { HelpFaq } from '../components/help-faq';
import { HelpFrame } from '../components/help-frame';
import { HelpToc } from '../components/help-toc';
import { helpSections } from '../lib/help-sections';

const topId = 'help';

/**
 * /help: how a landlord sets up and runs the product, public so that one still deciding can
 * read it too. Other screens link to a section by its anchor (lib/help-anchors.ts).
 */
export function HelpPage() {
  const { t } = useTranslation(['help', 'common']);
  const signedIn = Boolean(useAuthToken());
  const { hash } = useLocation();

  useEffect(() => {
    document.title = `${t('title')} · ${t('common:productName')}`;
  }, [t]);

  // Opened at /help#section (from another screen or a new tab): the page has only just been
  // rendered, so the browser could not scroll to the section itself.
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView?.();
  }, [hash]);

  return (
    <HelpFrame signedIn={signedIn}>
      <Box sx={{ display: 'grid', gap: { xs: 2, sm: 3 } }}>
        <div>
          <Typography id={topId} variant="h4" component="h1" sx={{ fontWeight: 700 }}>
            {t('title')}
          </Typography>
          <Typography color="text.secondary">{t('lead')}</Typography>
        </div>
        <HelpToc />
        {helpSections.map((section) => (
          <Card key={section.anchor}>
            <HelpBlock
              path={section.key}
              anchor={section.anchor}
              level="h2"
              links={section.links}
              signedIn={signedIn}
            >
              {section.parts?.map((part) => (
                <Box key={part.anchor} sx={{ mt: 1.5 }}>
                  <HelpBlock
                    path={`${section.key}.${part.key}`}
                    anchor={part.anchor}
                    level="h3"
                    fieldsAnchor={part.fieldsAnchor}
                    links={part.links}
                    signedIn={signedIn}
                  />
                </Box>
              ))}
            </HelpBlock>
          </Card>
        ))}
        <Card>
          <HelpFaq />
        </Card>
      </Box>
    </HelpFrame>
  );
}

/** One section on its own card, with a way back to the contents at its end. */
function Card({ children }: { children: ReactNode }) {
  const { t } = useTranslation('help');
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}>
      {children}
      <Link href={`#${topId}`} variant="body2" sx={{ justifySelf: 'end' }}>
        {t('backToTop')}
      </Link>
    </Paper>
  );
}
