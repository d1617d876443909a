// The UI kit's styles the first page needs, linked from index.html: the sign-in page and the
// other public pages (forgotten and new password, switch account, not found), the root layout
// with its alert popup, and the pending and error states of any route. The rest of Mantine's
// stylesheet (platform/ui-kit-styles.ts) comes with the signed-in area, so the sign-in page does
// not wait for 240 KB of CSS it never uses.
//
// The `.layer.css` files put Mantine's rules in `@layer mantine`, below every unlayered rule: our
// CSS modules (the Modal's phone classes in theme.ts, for one) win whatever order the sheets
// arrive in. Mantine's order, which its own rules rely on (a component after those it builds
// on), is kept here; a page that uses a component not listed imports platform/ui-kit-styles.ts.
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/ActionIcon.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Container.layer.css';
import '@mantine/core/styles/Notification.layer.css';
import '@mantine/core/styles/PasswordInput.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Title.layer.css';
