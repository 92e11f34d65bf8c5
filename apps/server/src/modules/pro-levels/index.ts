// The pro levels area (issue 21): a person offers a few paid levels; others subscribe (a card
// charge through the payment service, platform/payments), list their subscriptions and cancel
// them; the owner manages subscribers (note, activate, cancel, ban) and sees payments and
// earnings. Premium posts are opened by active subscriptions in platform/feed/read-rules.ts.
import type { Operation } from '../../platform/http/operation';
import { activateProSubscriber } from './operations/activateProSubscriber';
import { banProSubscriber } from './operations/banProSubscriber';
import { cancelProSubscriber } from './operations/cancelProSubscriber';
import { countOwnSubscriptions } from './operations/countOwnSubscriptions';
import { countProSubscribers } from './operations/countProSubscribers';
import { createProLevel } from './operations/createProLevel';
import { deleteProLevel } from './operations/deleteProLevel';
import { getSubscriptionDots } from './operations/getSubscriptionDots';
import { listOwnProLevels } from './operations/listOwnProLevels';
import { listOwnSubscriptions } from './operations/listOwnSubscriptions';
import { listProEarnings } from './operations/listProEarnings';
import { listProSubscriberPayments } from './operations/listProSubscriberPayments';
import { listProSubscribers } from './operations/listProSubscribers';
import { markSubscriptionsSeen } from './operations/markSubscriptionsSeen';
import { setProSubscriberNote } from './operations/setProSubscriberNote';
import { subscribeToProLevel } from './operations/subscribeToProLevel';
import { unsubscribeFromProLevel } from './operations/unsubscribeFromProLevel';
import { updateProLevel } from './operations/updateProLevel';

export const proLevelsOperations: Operation[] = [
  listOwnProLevels,
  createProLevel,
  updateProLevel,
  deleteProLevel,
  subscribeToProLevel,
  unsubscribeFromProLevel,
  listOwnSubscriptions,
  countOwnSubscriptions,
  listProSubscribers,
  countProSubscribers,
  cancelProSubscriber,
  listProSubscriberPayments,
  activateProSubscriber,
  banProSubscriber,
  setProSubscriberNote,
  getSubscriptionDots,
  markSubscriptionsSeen,
  listProEarnings,
];
