import Box from '@mui/material/Box';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { onboardingStepPaths } from './onboarding-progress';
import { frameSteps, type FrameStep } from './onboarding-steps';

/**
 * Where the user is among the steps. Steps up to the one reached are links, so a user can go
 * back and add more. On a phone the labels would not fit: only the numbers show, with
 * "Step n of 6: name" above.
 */
export function OnboardingStepper({ step, reached }: { step: FrameStep; reached: number }) {
  const { t } = useTranslation('onboardingFrame');
  const active = frameSteps.indexOf(step);
  return (
    <nav aria-label={t('stepsLabel')}>
      <Typography
        variant="body2"
        color="text.secondary"
        sx={{ display: { xs: 'block', sm: 'none' }, mb: 1, fontWeight: 600 }}
      >
        {t('stepOf', { number: active + 1, total: frameSteps.length, name: t(`steps.${step}`) })}
      </Typography>
      <Stepper nonLinear activeStep={active} alternativeLabel sx={{ mx: { xs: -1, sm: -2 } }}>
        {frameSteps.map((name, index) => {
          const label = (
            <Typography
              component="span"
              variant="caption"
              sx={{ display: { xs: 'none', sm: 'inline' }, fontSize: '0.8rem' }}
            >
              {t(`steps.${name}`)}
            </Typography>
          );
          const open = index <= Math.max(reached, active);
          const stepLabel = (
            <StepLabel aria-current={index === active ? 'step' : undefined}>{label}</StepLabel>
          );
          return (
            <Step key={name} completed={index < reached && index !== active}>
              {open && index !== active ? (
                // A plain link (MUI's StepButton is a tab, which is not what this is).
                <Box
                  component={Link}
                  to={onboardingStepPaths[name]}
                  aria-label={t(`steps.${name}`)}
                  // On a phone only the step's circle shows: 44 px high keeps it finger-sized.
                  sx={{
                    display: 'grid',
                    alignContent: 'center',
                    minHeight: { xs: 44, sm: 0 },
                    color: 'inherit',
                    textDecoration: 'none',
                  }}
                >
                  {stepLabel}
                </Box>
              ) : (
                stepLabel
              )}
            </Step>
          );
        })}
      </Stepper>
    </nav>
  );
}
