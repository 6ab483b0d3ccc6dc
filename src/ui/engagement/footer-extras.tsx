// The engagement pieces of the footer (its `extras` slot): the newsletter form, loaded when the shopper scrolls
// near it. The footer mounts when the shopper scrolls near it, but on a phone at once (the spec), where the form,
// its consent checkboxes and the sanitiser for their texts (~27 KB gzip) would come with every first visit; so the
// form waits for its own place to come near (MountNear), and a first view carries none of it.
import { lazyModule } from '../common/lazy-module';
import { MountNear } from '../common/mount-near';

const FooterNewsletter = lazyModule('engagement/footer-newsletter', async () => (await import('./newsletter-form')).default);

export function EngagementFooterExtras() {
  return (
    <MountNear>
      <FooterNewsletter />
    </MountNear>
  );
}
