import { Route, Routes, useLocation } from 'react-router';
import { lazyPage } from '../lazy/lazy-page';
import { OnboardingGuard, PublicOnly, RequireAuth } from './guards';
import { AuthLayout } from './screens/auth/AuthLayout';
import { LegalLayout } from './screens/legal/LegalLayout';
import { isNotificationsPath, profileNameFromPath } from './paths';
import { PostRoute } from './screens/post/PostRoute';

// Every screen loads on demand (120 s time-out, chunk-load error screen with Retry).
const SignIn = lazyPage(() => import('./screens/auth/SignIn'));
const SignUp = lazyPage(() => import('./screens/auth/SignUp'));
const ForgotPassword = lazyPage(() => import('./screens/auth/ForgotPassword'));
const ResetPassword = lazyPage(() => import('./screens/auth/ResetPassword'));
const Verify = lazyPage(() => import('./screens/auth/Verify'));
const Messages = lazyPage(() => import('./screens/messages/Messages'));
const Groups = lazyPage(() => import('./screens/groups/GroupRoutes'));
const Onboarding = lazyPage(() => import('./screens/onboarding/Onboarding'));
const NotFound = lazyPage(() => import('./screens/NotFound'));
const VisitorFeed = lazyPage(() => import('./screens/visitor/VisitorFeed'));
const HomeFeed = lazyPage(() => import('./screens/feed/HomeFeed'));
const Profile = lazyPage(() => import('./screens/profile/ProfileRoutes'));
const PostView = lazyPage(() => import('./screens/post/PostView'));
const PublicProfileView = lazyPage(() => import('./screens/visitor/PublicProfileView'));
const Videos = lazyPage(() => import('./screens/videos/VideosRoutes'));
const Bookmarks = lazyPage(() => import('./screens/bookmarks/Bookmarks'));
const Lists = lazyPage(() => import('./screens/lists/ListsRoutes'));
const Explore = lazyPage(() => import('./screens/explore/Explore'));
const NewsSources = lazyPage(() => import('./screens/rss/NewsSources'));
const NewsSource = lazyPage(() => import('./screens/rss/NewsSource'));
const Channels = lazyPage(() => import('./screens/channels/ChannelsRoutes'));
const Directory = lazyPage(() => import('./screens/directory/DirectoryRoutes'));
const Projects = lazyPage(() => import('./screens/projects/ProjectsRoutes'));
const Jobs = lazyPage(() => import('./screens/jobs/JobsRoutes'));
const Notifications = lazyPage(() => import('./screens/notifications/Notifications'));
const Subscriptions = lazyPage(() => import('./screens/subscriptions/SubscriptionsRoutes'));
const Upgrade = lazyPage(() => import('./screens/payments/Upgrade'));
const Payments = lazyPage(() => import('./screens/payments/Payments'));
const About = lazyPage(() => import('./screens/legal/About'));
const Terms = lazyPage(() => import('./screens/legal/Terms'));
const Privacy = lazyPage(() => import('./screens/legal/Privacy'));
const Contact = lazyPage(() => import('./screens/legal/Contact'));
const Settings = lazyPage(() => import('./screens/settings/Settings'));
const EmailLink = lazyPage(() => import('./screens/settings/EmailLink'));

/** Paths no route claims: the notifications page (any path with "notification"), else not found. */
function Fallback() {
  const { pathname } = useLocation();
  return isNotificationsPath(pathname) ? <Notifications /> : <NotFound />;
}

/**
 * What a signed-out visitor sees at a signed-in address, when there is something for them: a
 * person's public card at `/profile/:username`. Elsewhere they go to sign-in.
 */
function visitorPageFor(pathname: string) {
  const username = profileNameFromPath(pathname);
  return username ? <PublicProfileView username={username} /> : null;
}

/** The main application's routes. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<PublicOnly />}>
        <Route path="sign-in" element={<SignIn />} />
        <Route path="sign-up" element={<SignUp />} />
        <Route path="forgot-password" element={<ForgotPassword />} />
      </Route>
      {/* About, Terms and Privacy: open to everyone, in a frame made for long text. */}
      <Route element={<LegalLayout />}>
        <Route path="about" element={<About />} />
        <Route path="terms" element={<Terms />} />
        <Route path="privacy" element={<Privacy />} />
        <Route path="contact" element={<Contact />} />
      </Route>
      <Route element={<AuthLayout />}>
        <Route path="verify" element={<Verify />} />
        <Route path="reset-password" element={<ResetPassword />} />
        {/* The links mailed for an e-mail change: open whether signed in or not. */}
        <Route path="settings/email" element={<EmailLink />} />
      </Route>
      <Route element={<OnboardingGuard />}>
        <Route path="welcome" element={<Onboarding />} />
      </Route>
      {/* Visitors get a shared post read-only; signed in, the full view in the frame. */}
      <Route path="post/:postId" element={<PostRoute />}>
        <Route index element={<PostView />} />
      </Route>
      {/* Signed out, `/` is the local feed for visitors (spec section 2); elsewhere sign-in. */}
      <Route element={<RequireAuth visitorHome={<VisitorFeed />} visitorPage={visitorPageFor} />}>
        <Route index element={<HomeFeed />} />
        <Route path="explore/*" element={<Explore />} />
        <Route path="notifications/*" element={<Notifications />} />
        <Route path="messages" element={<Messages />} />
        <Route path="messages/:chatId" element={<Messages />} />
        <Route path="groups/*" element={<Groups />} />
        <Route path="channels/*" element={<Channels />} />
        <Route path="bookmarks" element={<Bookmarks />} />
        <Route path="lists/*" element={<Lists />} />
        <Route path="news" element={<NewsSources />} />
        <Route path="news/:sourceId" element={<NewsSource />} />
        <Route path="videos/*" element={<Videos />} />
        <Route path="projects/*" element={<Projects />} />
        <Route path="jobs/*" element={<Jobs />} />
        <Route path="directory/*" element={<Directory />} />
        <Route path="subscriptions/*" element={<Subscriptions />} />
        <Route path="upgrade" element={<Upgrade />} />
        <Route path="payments" element={<Payments />} />
        <Route path="profile/*" element={<Profile />} />
        <Route path="settings" element={<Settings />} />
        <Route path="*" element={<Fallback />} />
      </Route>
    </Routes>
  );
}
