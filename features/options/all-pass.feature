Feature: A hand in which everyone passes, reading by reading
  C-20: when nobody bids, the hand is thrown in without a score (reading A,
  this spec, in both games), or it is played out at no trumps (reading B,
  option ref:all-pass-play-nt): there is no contractor and no kitty
  exchange, the player on the dealer's left leads, the kitty stays where it
  is, and each side scores 10 for every trick it takes.

  Each game has one deal, dealt once for each reading, in which each player
  holds the top cards of a suit of their own ("one-suit-each",
  "three-player-one-suit-each"). The joker lies in the kitty, so it takes no
  part in the play.

  @C-20 @BID-09
  Rule: C-20 A hand in which everyone passes

    @australian
    Scenario: Reading A: four passes throw the partnership hand in
      Given the deal "one-suit-each"
      When the actions "N pass, E pass, S pass, W pass" are taken
      Then the hand is thrown in

    @australian @KITTY-01 @option:ref:all-pass-play-nt
    Scenario: Reading B: after four passes the partnership hand is played at no trumps
      Given the deal "one-suit-each"
      When the actions "N pass, E pass, S pass, W pass" are taken
      Then it is N's turn
      And N holds 10 cards
      And the kitty is "JK 4D 4H"
      And the legal plays are "AS KS QS JS 10S 9S 5C 6C 7C 8C"
      When the action "N discard 5C 6C 7C" is taken
      Then the action is refused under KITTY-01
      When the actions "N play AS, E play 5S, S play 5D, W play 5H, N play KS, E play 6S, S play 6D, W play 6H" are taken
      And the actions "N play QS, E play 7S, S play 7D, W play 7H, N play JS, E play 8S, S play 8D, W play 8H" are taken
      And the actions "N play 10S, E play 9C, S play 9D, W play 9H, N play 9S, E play 10C, S play 10D, W play 10H" are taken
      And the actions "N play 5C, E play JC, S play JD, W play JH, E play QC, S play QD, W play QH, N play 6C" are taken
      And the actions "E play KC, S play KD, W play KH, N play 7C, E play AC, S play AD, W play AH, N play 8C" are taken
      Then the action is accepted
      And trick 6 is won by N
      And trick 7 is won by E
      And the hand is over after 10 tricks
      And the tricks won are "NS 6, EW 4"
      And the hand scores "NS 60, EW 40"

    @three-player
    Scenario: Reading A: three passes throw the three-player hand in
      Given the deal "three-player-one-suit-each"
      When the actions "P1 pass, P2 pass, P3 pass" are taken
      Then the hand is thrown in

    @three-player @KITTY-01 @option:ref:all-pass-play-nt
    Scenario: Reading B: after three passes the three-player hand is played at no trumps
      Given the deal "three-player-one-suit-each"
      When the actions "P1 pass, P2 pass, P3 pass" are taken
      Then it is P1's turn
      And P1 holds 10 cards
      And the kitty is "JK 10D 9D"
      And the legal plays are "AS KS QS JS 10S 9S 8S 7S 7C 8C"
      When the action "P1 discard 7C 8C 7S" is taken
      Then the action is refused under KITTY-01
      When the actions "P1 play AS, P2 play 7H, P3 play JD, P1 play KS, P2 play 8H, P3 play QD" are taken
      And the actions "P1 play QS, P2 play 9H, P3 play KD, P1 play JS, P2 play 10H, P3 play AD" are taken
      And the actions "P1 play 10S, P2 play JH, P3 play 9C, P1 play 9S, P2 play QH, P3 play 10C" are taken
      And the actions "P1 play 8S, P2 play KH, P3 play JC, P1 play 7S, P2 play AH, P3 play QC" are taken
      And the actions "P1 play 7C, P2 play 7D, P3 play KC, P3 play AC, P1 play 8C, P2 play 8D" are taken
      Then the action is accepted
      And trick 8 is won by P1
      And trick 9 is won by P3
      And the hand is over after 10 tricks
      And the tricks won are "P1 8, P2 0, P3 2"
      And the hand scores "P1 80, P2 0, P3 20"
