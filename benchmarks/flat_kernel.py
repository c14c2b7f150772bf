"""A flat, table-driven kernel of the random-hands workload: the benchmark's peer-free reference point.

The same workload as :func:`random_hands.play` (a fresh shuffle by :func:`random_hands.shuffle`,
the deal of the variant's packets, a random auction passing with probability 0.7, a random
discard of the kitty, a random joker nomination where offered, uniform random legal play and
the score of the hand), written as one loop over plain ints: no state object, no trick records,
no checks. It reads the engine's own tables (the legal bids over each bid, the play tables, the
trick-strength tables, the deal plan and the score), so it follows the same rules; it keeps
nothing of a hand but its score. What the engine adds to it is the price of a whole state, the
records of the hand and the one transition core that the checked path shares.

This is a benchmark, not an engine: nothing outside ``benchmarks/`` imports it. It covers the
auctions the variants use (one round, or continuous without the high bidder's final turn) and
a thrown-in hand when everybody passes; :func:`covers` says whether a variant is among them.
"""

from __future__ import annotations

import random
from functools import lru_cache
from math import floor
from operator import itemgetter
from typing import Any

from five_hundred import load_ruleset
from five_hundred.bids import Bid
from five_hundred.cards import JOKER_MASK
from five_hundred.legality import NO_BID, bids_over, play_tables
from five_hundred.ruleset import Ruleset
from five_hundred.scoring import HandScore, score_hand
from five_hundred.tricks import EFFECTIVE_SUIT, NO_SUIT, STRENGTH, suit_number

from benchmarks.random_hands import shuffle


def covers(r: Ruleset) -> bool:
    """Whether the kernel plays this variant's auction and all-pass rule."""
    return not r.high_bidder_final_turn and r.all_pass == "throw-in"


def _positions(r: Ruleset, dealer: int) -> list[tuple[int, ...]]:
    """The pack positions each seat, then the kitty, receives (DEAL-02..DEAL-04)."""
    n = r.players
    out: list[list[int]] = [[] for _ in range(n + 1)]
    at = 0
    for to, count in r.deal_packets:
        for k in [n] if to == "kitty" else [(dealer + k) % n for k in range(1, n + 1)]:
            out[k] += range(at, at + count)
            at += count
    return [tuple(p) for p in out]


def play(variant: str, hands: int, seed: int) -> tuple[int, int]:
    """Play ``hands`` random hands; return (hands, hands played out, not thrown in)."""
    r = load_ruleset(variant)
    if not covers(r):
        raise ValueError(f"the flat kernel does not cover the auction of {variant}")
    rng = random.Random(seed)
    rand = rng.random
    n = r.players
    bits = [c.bit for c in r.pack]
    plans = [[itemgetter(*p) for p in _positions(r, d)] for d in range(n)]
    over = bids_over(r)
    single = r.auction_rounds == "single"
    everyone = (1 << n) - 1
    kitty_size, hand_size = r.kitty_size, r.hand_size
    ends_early = r.misere_ends_on_first_trick_won
    nominate = r.joker_nomination
    tables: dict[tuple[int, int], tuple[Any, ...]] = {}  # by contract key: what the play of a contract reads

    def contract_of(bid: Bid, joker_suit: int) -> tuple[Any, ...]:
        key = (bid.key, joker_suit)
        t = tables.get(key)
        if t is None:
            trump = NO_SUIT if bid.is_misere else suit_number(bid.trump)
            j = joker_suit if trump == NO_SUIT else NO_SUIT
            lead_masks, names, follow_masks, void_mask = play_tables(r, trump, j, bid.is_misere)
            t = tables[key] = (lead_masks, names, follow_masks, void_mask, EFFECTIVE_SUIT[trump][j],
                               STRENGTH[trump][j])
        return t

    score = lru_cache(maxsize=1 << 15)(lambda bid, contractor, won: score_hand(r, bid, contractor, won))
    played_out = 0
    for i in range(hands):
        dealer = i % n
        shuffle(rand, bits)
        *held, kitty = [sum(get(bits)) for get in plans[dealer]]
        # the auction
        seat, passed, high, bidder, made = (dealer + 1) % n, 0, NO_BID, -1, 0
        contract: Bid | None = None
        while True:
            legal = over[high]
            if not legal or rand() < 0.7:
                passed |= 1 << seat
            else:
                contract = legal[floor(rand() * len(legal))]
                high, bidder = contract.key, seat
            made += 1
            if single:
                if made == n:
                    break
            elif passed == everyone or (bidder >= 0 and passed | 1 << bidder == everyone):
                break
            seat = (seat + 1) % n
            if not single:
                while passed >> seat & 1:
                    seat = (seat + 1) % n
        if contract is None:
            continue  # thrown in
        played_out += 1
        # the kitty: a uniform choice of kitty_size different cards
        hand = held[bidder] | kitty
        for _ in range(kitty_size):
            k = floor(rand() * hand.bit_count())
            h = hand
            while k:
                h &= h - 1
                k -= 1
            hand ^= h & -h
        held[bidder] = hand
        joker_suit = NO_SUIT
        misere = contract.is_misere
        if nominate and (misere or contract.trump is None) and hand & JOKER_MASK:  # either joker (DECIDE-59)
            joker_suit = floor(rand() * 5)  # 4: none
            joker_suit = NO_SUIT if joker_suit == 4 else joker_suit
        lead_masks, names, follow_masks, void_mask, effective, strength = contract_of(contract, joker_suit)
        active = r.active_seats(contract, bidder)
        order = {s: active[k:] + active[:k] for k, s in enumerate(active)}
        won = [0] * n
        leader, suits_led = bidder, 0
        for trick in range(hand_size):
            seats = order[leader]
            hand = held[leader]
            legal = hand & lead_masks[trick][suits_led] or hand  # suitless jokers alone lead one (DECIDE-60)
            k = floor(rand() * legal.bit_count())
            while k:
                legal &= legal - 1
                k -= 1
            bit = legal & -legal
            held[leader] = hand ^ bit
            code = bit.bit_length() - 1
            led = effective[code]
            if led == NO_SUIT:  # a suitless joker names one of the suits it may name
                may = names[trick][suits_led] or 15
                k = floor(rand() * may.bit_count())
                while k:
                    may &= may - 1
                    k -= 1
                led = (may & -may).bit_length() - 1
            suits_led |= 1 << led
            table = strength[led]
            follow = follow_masks[led]
            best, winner = table[code], leader
            for seat in seats[1:]:
                hand = held[seat]
                legal = hand & follow or hand & void_mask or hand
                bit = legal & -legal
                if bit != legal:
                    k = floor(rand() * legal.bit_count())
                    while k:
                        legal &= legal - 1
                        k -= 1
                    bit = legal & -legal
                held[seat] = hand ^ bit
                s = table[bit.bit_length() - 1]
                if s > best:
                    best, winner = s, seat
            won[winner] += 1
            leader = winner
            if misere and ends_early and winner == bidder:
                break
        result: HandScore = score(contract, bidder, tuple(won))
        assert len(result.points) == len(r.side_names)
    return hands, played_out
