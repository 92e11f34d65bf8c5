import { useState } from 'react';
import { canVoteInPoll, countOf, formatFullTime, pollPercentages } from '@trestle/core';
import { useAuthUser } from '../services-context';
import type { Post } from './types';
import styles from './PostPoll.module.css';

export interface PostPollProps {
  poll: NonNullable<Post['poll']>;
  result: Post['poll_result'];
  /** The post's author: they see the results of their own poll instead of choices to vote on. */
  authorId: string;
  /** Votes for a choice; left out where people cannot vote (visitors, history). */
  onVote?: (choiceIndex: number) => Promise<void>;
}

/** A poll: choices to vote on while open, results once voted or closed. */
export function PostPoll({ poll, result, authorId, onVote }: PostPollProps) {
  const [voting, setVoting] = useState<number | null>(null);
  const me = useAuthUser();
  const votable = onVote !== undefined && canVoteInPoll(poll, result, me?.id === authorId);
  const status = poll.closed
    ? 'Final results'
    : poll.endsAt
      ? `Open until ${formatFullTime(poll.endsAt)}`
      : 'Open';

  async function vote(index: number) {
    if (!onVote) return;
    setVoting(index);
    try {
      await onVote(index);
    } finally {
      setVoting(null);
    }
  }

  return (
    <div className={styles.poll} role="group" aria-label="Poll">
      {votable || !result ? (
        <ul className={styles.choices}>
          {poll.choices.map((choice, index) => (
            <li key={index}>
              {votable ? (
                <button
                  type="button"
                  className={styles.choice}
                  disabled={voting !== null}
                  aria-busy={voting === index || undefined}
                  onClick={() => void vote(index)}
                >
                  {choice.text}
                </button>
              ) : (
                <span className={styles.choiceText}>{choice.text}</span>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <Results choices={poll.choices} result={result} />
      )}
      <p className={styles.status}>
        {result ? `${countOf(result.total, 'vote')} · ` : ''}
        {status}
      </p>
    </div>
  );
}

function Results({
  choices,
  result,
}: {
  choices: { text: string }[];
  result: NonNullable<Post['poll_result']>;
}) {
  const percentages = pollPercentages(choices.map((_, index) => result.counts[index] ?? 0));
  return (
    <ul className={styles.choices} aria-label="Poll results">
      {choices.map((choice, index) => {
        const mine = result.votedChoice === index;
        return (
          <li key={index} className={styles.result}>
            <span
              className={styles.bar}
              style={{ width: `${percentages[index]}%` }}
              aria-hidden="true"
            />
            <span className={styles.resultText}>
              {choice.text}
              {mine ? <span className={styles.mine}> (your vote)</span> : null}
            </span>
            <span className={styles.percent}>{percentages[index]}%</span>
          </li>
        );
      })}
    </ul>
  );
}
