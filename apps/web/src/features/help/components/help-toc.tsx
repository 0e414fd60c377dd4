import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import { helpAnchors } from '../../../lib/help-anchors';
import { helpSections } from '../lib/help-sections';

const listSx = { m: 0, pl: 2.5, display: 'grid', gap: 0.75 } as const;

/**
 * The table of contents: open on a desktop, folded on a phone so the first answer is in
 * sight; a tap opens it. Plain in-page links, so the browser scrolls and Back returns.
 */
export function HelpToc() {
  const { t } = useTranslation('help');
  const wide = useMediaQuery(useTheme().breakpoints.up('md'), { noSsr: true });
  return (
    <Accordion
      defaultExpanded={wide}
      disableGutters
      variant="outlined"
      slotProps={{ heading: { component: 'h2' } }}
      sx={{ borderRadius: 1 }}
    >
      <AccordionSummary
        expandIcon={<ExpandMoreIcon />}
        aria-controls="help-toc-content"
        id="help-toc-header"
        sx={{ fontWeight: 700 }}
      >
        {t('toc.title')}
      </AccordionSummary>
      <AccordionDetails id="help-toc-content">
        <Box component="nav" aria-labelledby="help-toc-header">
          <Box component="ol" sx={listSx}>
            {helpSections.map((section) => (
              <li key={section.anchor}>
                <Link href={`#${section.anchor}`}>{t(`sections.${section.key}.title`)}</Link>
                {section.parts && (
                  <Box component="ul" sx={{ ...listSx, mt: 0.75 }}>
                    {section.parts.map((part) => (
                      <li key={part.anchor}>
                        <Link href={`#${part.anchor}`}>
                          {t(`sections.${section.key}.${part.key}.title`)}
                        </Link>
                      </li>
                    ))}
                  </Box>
                )}
              </li>
            ))}
            <li>
              <Link href={`#${helpAnchors.faq}`}>{t('faq.title')}</Link>
            </li>
          </Box>
        </Box>
      </AccordionDetails>
    </Accordion>
  );
}
