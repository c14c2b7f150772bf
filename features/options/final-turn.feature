@australian
Feature: The high bidder's final turn, reading by reading
  C-21: the auction closes as soon as a bid stands and every other player
  has passed (reading A, this spec), or the high bidder then gets one more
  turn to raise or to stand (reading B, option ref:high-bidder-final-turn).
  The variation var:no-self-raise takes that turn away again, so with both
  options on the auction behaves as under reading A.

  Each situation is written for reading A, for reading B, and for reading B
  with var:no-self-raise. W deals in every scenario, so N calls first.

  Background:
    Given the deal "e-seven-hearts"

  @C-21 @BID-08 @DECIDE-05
  Rule: C-21 Closing the auction and raising one's own bid

    Scenario: Reading A: after three passes N's 6S is the contract and N may not raise
      Given the actions "N bid 6S, E pass, S pass, W pass"
      Then the contract is 6S by N
      When the action "N bid 7H" is taken
      Then the action is refused under BID-08
      And the contract is 6S by N

    @option:ref:high-bidder-final-turn
    Scenario: Reading B: after three passes N has a final turn and may raise
      Given the actions "N bid 6S, E pass, S pass, W pass"
      Then the auction is still open
      And it is N's turn
      When the action "N bid 7H" is taken
      Then the action is accepted
      And the contract is 7H by N

    @BID-21 @option:ref:high-bidder-final-turn @option:var:no-self-raise
    Scenario: Reading B with var:no-self-raise: after three passes N may not raise
      Given the actions "N bid 6S, E pass, S pass, W pass"
      Then the contract is 6S by N
      When the action "N bid 7H" is taken
      Then the action is refused under BID-08
      And the contract is 6S by N

    Scenario: Reading A: N cannot stand on a final turn, the auction being over
      Given the actions "N bid 6S, E pass, S pass, W pass"
      When the action "N pass" is taken
      Then the action is refused under BID-08
      And the contract is 6S by N

    @option:ref:high-bidder-final-turn
    Scenario: Reading B: N stands on the final turn and 6S is the contract
      Given the actions "N bid 6S, E pass, S pass, W pass"
      When the action "N pass" is taken
      Then the action is accepted
      And the contract is 6S by N

    @BID-21 @option:ref:high-bidder-final-turn @option:var:no-self-raise
    Scenario: Reading B with var:no-self-raise: N has no final turn to stand on
      Given the actions "N bid 6S, E pass, S pass, W pass"
      When the action "N pass" is taken
      Then the action is refused under BID-08
      And the contract is 6S by N

    Scenario: Reading A: S's overcall stands once the other three have passed
      When the actions "N pass, E bid 7D, S bid 7H, W pass, E pass" are taken
      Then the contract is 7H by S

    @option:ref:high-bidder-final-turn
    Scenario: Reading B: S gets a final turn and raises to 8H
      Given the actions "N pass, E bid 7D, S bid 7H, W pass, E pass"
      Then the auction is still open
      And it is S's turn
      When the action "S bid 8H" is taken
      Then the action is accepted
      And the contract is 8H by S

    @BID-21 @option:ref:high-bidder-final-turn @option:var:no-self-raise
    Scenario: Reading B with var:no-self-raise: S's overcall stands at once
      When the actions "N pass, E bid 7D, S bid 7H, W pass, E pass" are taken
      Then the contract is 7H by S
