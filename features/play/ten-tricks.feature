@australian @american
Feature: Ten tricks to a hand, counted by partnership
  A trick contract is played out to the tenth trick and only then scored;
  after that no card can be played. Each trick goes to the side of the
  player who won it, so partners pool their tricks. (A misère is the
  exception to ten tricks: it stops at the first trick its contractor wins.)

  W deals and N becomes contractor with "N bid 8H, E pass, S pass, W pass",
  putting the kitty 6H 5H 4H straight back. N wins tricks 1, 2, 6, 7 and 10,
  S (whose JD is the left bower) tricks 3, 4 and 5, and E tricks 8 and 9.

  Background:
    Given the deal "n-joker-top-hearts"

  @PLAY-07
  Rule: PLAY-07 A hand is ten tricks

    Scenario: After nine tricks the hand goes on
      Given the actions "N bid 8H, E pass, S pass, W pass, N discard 6H 5H 4H, N play JK, E play 9C, S play 9H, W play 7H, N play JH, E play 10C, S play 10H, W play 8H, N play AH, E play JC, S play JD, W play 5D, S play AD, W play 6D, N play 4D, E play 7D, S play KD, W play 9D, N play 5C, E play 8D, S play 6S, W play 8S, N play AS, E play 10S, N play KH, E play QC, S play 7S, W play 7C, N play 5S, E play KS, S play QD, W play 9S, E play QS, S play KC, W play 8C, N play 6C"
      Then it is E's turn
      And the tricks won are "NS 7, EW 2"
      And the legal plays are "JS"

    Scenario: The tenth trick ends the hand and the hand is scored
      Given the actions "N bid 8H, E pass, S pass, W pass, N discard 6H 5H 4H, N play JK, E play 9C, S play 9H, W play 7H, N play JH, E play 10C, S play 10H, W play 8H, N play AH, E play JC, S play JD, W play 5D, S play AD, W play 6D, N play 4D, E play 7D, S play KD, W play 9D, N play 5C, E play 8D, S play 6S, W play 8S, N play AS, E play 10S, N play KH, E play QC, S play 7S, W play 7C, N play 5S, E play KS, S play QD, W play 9S, E play QS, S play KC, W play 8C, N play 6C"
      When the actions "E play JS, S play AC, W play 10D, N play QH" are taken
      Then the action is accepted
      And trick 10 is won by N
      And the tricks won are "NS 8, EW 2"
      And the hand scores "NS 300, EW 20"

    Scenario: No card can be played after the tenth trick
      Given the actions "N bid 8H, E pass, S pass, W pass, N discard 6H 5H 4H, N play JK, E play 9C, S play 9H, W play 7H, N play JH, E play 10C, S play 10H, W play 8H, N play AH, E play JC, S play JD, W play 5D, S play AD, W play 6D, N play 4D, E play 7D, S play KD, W play 9D, N play 5C, E play 8D, S play 6S, W play 8S, N play AS, E play 10S, N play KH, E play QC, S play 7S, W play 7C, N play 5S, E play KS, S play QD, W play 9S, E play QS, S play KC, W play 8C, N play 6C, E play JS, S play AC, W play 10D, N play QH"
      When the action "N play 6H" is taken
      Then the action is refused under PLAY-07

    Scenario: Once the tenth trick is complete no action is legal
      When the actions "N bid 8H, E pass, S pass, W pass, N discard 6H 5H 4H, N play JK, E play 9C, S play 9H, W play 7H, N play JH, E play 10C, S play 10H, W play 8H, N play AH, E play JC, S play JD, W play 5D, S play AD, W play 6D, N play 4D, E play 7D, S play KD, W play 9D, N play 5C, E play 8D, S play 6S, W play 8S, N play AS, E play 10S, N play KH, E play QC, S play 7S, W play 7C, N play 5S, E play KS, S play QD, W play 9S, E play QS, S play KC, W play 8C, N play 6C, E play JS, S play AC, W play 10D, N play QH" are taken
      Then the hand is over after 10 tricks
      And no action is legal

  @PLAY-09
  Rule: PLAY-09 A trick belongs to the side of the player who won it

    Scenario: S's trick with the left bower is counted for N-S
      Given the actions "N bid 8H, E pass, S pass, W pass, N discard 6H 5H 4H, N play JK, E play 9C, S play 9H, W play 7H, N play JH, E play 10C, S play 10H, W play 8H, N play AH, E play JC"
      When the actions "S play JD, W play 5D" are taken
      Then trick 3 is won by S
      And the tricks won are "NS 3, EW 0"
      And it is S's turn

    Scenario: After S's three tricks N wins the sixth, and N-S have six
      Given the actions "N bid 8H, E pass, S pass, W pass, N discard 6H 5H 4H, N play JK, E play 9C, S play 9H, W play 7H, N play JH, E play 10C, S play 10H, W play 8H, N play AH, E play JC, S play JD, W play 5D, S play AD, W play 6D, N play 4D, E play 7D, S play KD, W play 9D, N play 5C, E play 8D, S play 6S, W play 8S"
      When the actions "N play AS, E play 10S" are taken
      Then trick 6 is won by N
      And the tricks won are "NS 6, EW 0"

    Scenario: E's two tricks are counted for E-W
      Given the actions "N bid 8H, E pass, S pass, W pass, N discard 6H 5H 4H, N play JK, E play 9C, S play 9H, W play 7H, N play JH, E play 10C, S play 10H, W play 8H, N play AH, E play JC, S play JD, W play 5D, S play AD, W play 6D, N play 4D, E play 7D, S play KD, W play 9D, N play 5C, E play 8D, S play 6S, W play 8S, N play AS, E play 10S, N play KH, E play QC, S play 7S, W play 7C, N play 5S, E play KS, S play QD, W play 9S, E play QS, S play KC, W play 8C, N play 6C"
      Then trick 8 is won by E
      And trick 9 is won by E
      And the tricks won are "NS 7, EW 2"
