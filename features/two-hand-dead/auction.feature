@two-hand-dead
Feature: The auction with a dead hand: the two players call once each
  The dead hand sits on the dealer's left but never calls: P2 deals, so P1
  calls first and P2 last. Each player calls once, a pass or a higher trick
  bid; there is no misère. If both pass, the hand is thrown in.

  Background:
    Given the deal "two-hand-dead-p1-joker"

  @BID-20 @BID-01 @BID-10 @DECIDE-45
  Rule: BID-20 The auction is one round of trick bids

    Scenario: P1, the first live player on the dealer's left, calls first
      Then it is P1's turn

    Scenario: The dealer overcalls and the auction closes
      When the actions "P1 bid 6H, P2 bid 6NT" are taken
      Then the contract is 6NT by P2
      And P1 may not bid again

    Scenario: No misère
      Given the actions "P1 pass"
      When the action "P2 bid MIS" is taken
      Then the action is refused under BID-20

  @BID-09
  Rule: BID-09 If every player passes, the hand is thrown in

    Scenario: Both players pass
      When the actions "P1 pass, P2 pass" are taken
      Then the hand is thrown in
