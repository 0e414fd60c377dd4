import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  /** The address shown: moving to another one tries again. */
  resetKey: string;
  children: ReactNode;
}

/**
 * Catches a screen that could not be shown: most often its code did not download (a phone on
 * weak data lost the connection mid-way, or a deploy replaced the files). Without it the whole
 * app would go blank. It says so in the reader's language and offers to reload; going to
 * another address tries again. Part of the first bundle, so plain markup on the shell's CSS.
 */
export class ScreenErrorBoundary extends Component<Props, { failed: boolean; key: string }> {
  override state = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: { failed: boolean; key: string }) {
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('A screen could not be shown', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <ScreenFailed /> : this.props.children;
  }
}

function ScreenFailed() {
  const { t } = useTranslation('common');
  return (
    <div className="app-shell">
      <div className="app-shell__main" role="alert">
        <p>{t('screenFailed.text')}</p>
        <button
          type="button"
          className="app-shell__button"
          onClick={() => window.location.reload()}
        >
          {t('screenFailed.reload')}
        </button>
      </div>
    </div>
  );
}
