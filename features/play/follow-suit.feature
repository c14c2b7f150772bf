@australian @american
Feature: Leading and following suit
  The contractor leads to the first trick and the winner of each trick leads
  to the next. Any card may be led. The others play in turn to the left and
  follow the suit led when they can, judged by the suit each card counts as
  in the contract: with hearts as trumps, JD (the left bower) and the joker
  are hearts. A player who cannot follow may play any card.

  In this deal S holds JD and no other diamond or heart, and W holds the
  joker, five diamonds and no heart. In most scenarios the auction is
  "N pass, E bid 7H, S pass, W pass" and E puts the three kitty cards
  straight back, so E leads holding AH KH QH JH 10H 9H 8H KD AS AC.

  Background:
    Given the deal "e-seven-hearts"

  @PLAY-01
  Rule: PLAY-01 The contractor makes the opening lead

    Scenario: E, the contractor, leads to the first trick
      Given the actions "N pass, E bid 7H, S pass, W pass, E discard 5S 6H 7H"
      Then it is E's turn
      When the action "E play KD" is taken
      Then the action is accepted
      And it is S's turn

    Scenario: The eldest hand may not lead when another player is contractor
      Given the actions "N pass, E bid 7H, S pass, W pass, E discard 5S 6H 7H"
      When the action "N play AD" is taken
      Then the action is refused under PLAY-01

    Scenario: No card may be played while the auction is open, not even by the high bidder
      Given the actions "N pass, E bid 7H"
      When the action "E play AH" is taken
      Then the action is refused under PLAY-01
      And it is S's turn

    Scenario: The dealer leads to the first trick when the dealer is contractor
      Given the actions "N pass, E pass, S pass, W bid 7H, W discard 5S 6H 7H"
      Then it is W's turn
      When the action "N play AD" is taken
      Then the action is refused under PLAY-01

  @PLAY-02
  Rule: PLAY-02 Any card may be led

    Scenario: Every card in the leader's hand is a legal lead
      Given the actions "N pass, E bid 7H, S pass, W pass, E discard 5S 6H 7H"
      Then the legal plays are "AH KH QH JH 10H 9H 8H KD AS AC"

    Scenario: A trump may be led to the first trick
      Given the actions "N pass, E bid 7H, S pass, W pass, E discard 5S 6H 7H"
      When the action "E play 8H" is taken
      Then the action is accepted

    Scenario: A low plain card may be led after a trick is won
      Given the actions "N pass, E bid 7H, S pass, W pass, E discard 5S 6H 7H, E play KD, S play 7C, W play 4D, N play AD"
      Then the legal plays are "4H 5H QD 10D 9D KS QS KC QC"
      When the action "N play 9D" is taken
      Then the action is accepted

  @PLAY-03
  Rule: PLAY-03 Follow suit if able, by the card's effective suit

    Scenario: A player holding the suit led may play only that suit
      Given the actions "N pass, E bid 7H, S pass, W pass, E discard 5S 6H 7H, E play KD, S play 7C, W play 4D"
      Then the legal plays are "AD QD 10D 9D"

    Scenario: Playing another suit while holding the suit led is refused
      Given the actions "N pass, E bid 7H, S pass, W pass, E discard 5S 6H 7H, E play KD, S play 7C, W play 4D"
      When the action "N play KS" is taken
      Then the action is refused under PLAY-03

    Scenario: Following with a low card of the suit led is accepted
      Given the actions "N pass, E bid 7H, S pass, W pass, E discard 5S 6H 7H, E play KD, S play 7C, W play 4D"
      When the action "N play 9D" is taken
      Then the action is accepted
      And trick 1 is won by E

    Scenario: Trumping while holding the suit led is refused
      Given the actions "N pass, E bid 7H, S pass, W pass, E discard 5S 6H 7H, E play KD, S play 7C, W play 4D"
      When the action "N play 4H" is taken
      Then the action is refused under PLAY-03

  @PLAY-04
  Rule: PLAY-04 A void player may play anything

    Scenario: A player with no card of the suit led may play any card
      Given the actions "N pass, E bid 7H, S pass, W pass, E discard 5S 6H 7H, E play KD"
      Then the legal plays are "JD JS 10S 9S 8S JC 10C 9C 8C 7C"

    Scenario: A void player may throw a plain card while holding a trump
      Given the actions "N pass, E bid 7H, S pass, W pass, E discard 5S 6H 7H, E play KD"
      When the action "S play 7C" is taken
      Then the action is accepted
      And it is W's turn

    Scenario: A void player may trump with the left bower
      Given the actions "N pass, E bid 7H, S pass, W pass, E discard 5S 6H 7H, E play KD"
      When the action "S play JD" is taken
      Then the action is accepted
      And it is W's turn

    Scenario: A void player may throw a card of the other plain suit
      Given the actions "N pass, E bid 7H, S pass, W pass, E discard 5S 6H 7H, E play KD"
      When the action "S play JS" is taken
      Then the action is accepted
      And it is W's turn

  @PLAY-08
  Rule: PLAY-08 Each trick has one card per active player

    Scenario: After three cards of a trick the fourth player is still to play
      When the actions "N pass, E bid 7H, S pass, W pass, E discard 5S 6H 7H, E play KD, S play 7C, W play 4D" are taken
      Then it is N's turn
      And the legal plays are "AD QD 10D 9D"

    Scenario: In a trump contract the trick is complete after four cards
      Given the actions "N pass, E bid 7H, S pass, W pass, E discard 5S 6H 7H, E play KD, S play 7C, W play 4D"
      When the action "N play AD" is taken
      Then trick 1 holds "KD 7C 4D AD"
      And trick 1 is won by N
      And it is N's turn

  @PLAY-06
  Rule: PLAY-06 The winner of a trick leads the next

    Scenario: N wins trick 1 and leads to trick 2
      Given the actions "N pass, E bid 7H, S pass, W pass, E discard 5S 6H 7H, E play KD, S play 7C, W play 4D, N play AD"
      Then trick 1 is won by N
      And it is N's turn
      When the action "N play 4H" is taken
      Then the action is accepted
      And it is E's turn

    Scenario: Leading to trick 2 when N won trick 1 is refused
      Given the actions "N pass, E bid 7H, S pass, W pass, E discard 5S 6H 7H, E play KD, S play 7C, W play 4D, N play AD"
      When the action "E play AH" is taken
      Then the action is refused under PLAY-06

    Scenario: S wins trick 1 with the left bower and leads to trick 2
      Given the actions "N pass, E bid 7H, S pass, W pass, E discard 5S 6H 7H, E play KD, S play JD, W play 4D, N play AD"
      Then trick 1 is won by S
      And it is S's turn
      When the action "N play QD" is taken
      Then the action is refused under PLAY-06

  @SEAT-03
  Rule: SEAT-03 Play moves clockwise

    Scenario: The players follow in turn to the leader's left
      Given the actions "N pass, E bid 7H, S pass, W pass, E discard 5S 6H 7H, E play KD"
      Then it is S's turn
      When the action "S play 7C" is taken
      Then it is W's turn
      When the action "W play 4D" is taken
      Then it is N's turn

    Scenario: Playing to a trick out of turn is refused
      Given the actions "N pass, E bid 7H, S pass, W pass, E discard 5S 6H 7H, E play KD"
      When the action "W play 4D" is taken
      Then the action is refused under SEAT-03

    Scenario: The leader's partner playing before the others is refused
      Given the actions "N pass, E bid 7H, S pass, W pass, E discard 5S 6H 7H, E play KD, S play 7C"
      When the action "N play AD" is taken
      Then the action is refused under SEAT-03

  @JOKER-02
  Rule: JOKER-02 With a trump suit, the joker obeys follow-suit as a trump

    Scenario: The joker is not a legal play on a plain suit its holder can follow
      Given the actions "N pass, E bid 7H, S pass, W pass, E discard 5S 6H 7H, E play KD, S play 7C"
      Then the legal plays are "8D 7D 6D 5D 4D"

    Scenario: Playing the joker on a plain suit its holder can follow is refused
      Given the actions "N pass, E bid 7H, S pass, W pass, E discard 5S 6H 7H, E play KD, S play 7C"
      When the action "W play JK" is taken
      Then the action is refused under JOKER-02

    Scenario: On a trump lead the joker is the only legal play of a holder with no other trump
      Given the actions "N pass, E bid 7H, S pass, W pass, E discard 5S 6H 7H, E play KD, S play 7C, W play 4D, N play AD, N play 4H, E play 8H, S play JD"
      Then the legal plays are "JK"

    @PLAY-03
    Scenario: Keeping the joker back on a trump lead is refused
      Given the actions "N pass, E bid 7H, S pass, W pass, E discard 5S 6H 7H, E play KD, S play 7C, W play 4D, N play AD, N play 4H, E play 8H, S play JD"
      When the action "W play 5D" is taken
      Then the action is refused under PLAY-03

    @PLAY-05 @RANK-06
    Scenario: The joker played on a trump lead takes the trick over both bowers
      Given the actions "N pass, E bid 7H, S pass, W pass, E discard 5S 6H 7H, E play KD, S play 7C, W play 4D, N play AD, N play 4H, E play JH, S play JD"
      When the action "W play JK" is taken
      Then the action is accepted
      And trick 2 is won by W

  @JOKER-03
  Rule: JOKER-03 Leading the joker leads trumps

    Scenario: The joker may be led in a trump contract without naming a suit
      Given the actions "N pass, E pass, S pass, W bid 7H, W discard 5S 6H 7H"
      When the action "W play JK" is taken
      Then the action is accepted
      And it is N's turn

    Scenario: A joker lead is answered with trumps
      Given the actions "N pass, E pass, S pass, W bid 7H, W discard 5S 6H 7H, W play JK"
      Then the legal plays are "4H 5H"
      When the action "N play 4H" is taken
      Then the legal plays are "AH KH QH JH 10H 9H 8H"

    Scenario: The left bower is the only answer to a joker lead for a player with no other trump
      Given the actions "N pass, E pass, S pass, W bid 7H, W discard 5S 6H 7H, W play JK, N play 4H, E play 8H"
      Then the legal plays are "JD"

    @PLAY-03
    Scenario: Keeping the left bower back on a joker lead is refused
      Given the actions "N pass, E pass, S pass, W bid 7H, W discard 5S 6H 7H, W play JK, N play 4H, E play 8H"
      When the action "S play JS" is taken
      Then the action is refused under PLAY-03

    Scenario: A led joker takes the trick
      Given the actions "N pass, E pass, S pass, W bid 7H, W discard 5S 6H 7H, W play JK, N play 4H, E play JH"
      When the action "S play JD" is taken
      Then the action is accepted
      And trick 1 is won by W
      And it is W's turn

  @RANK-03
  Rule: RANK-03 The left bower belongs fully to the trump suit

    Scenario: The left bower does not count as a card of its printed suit
      Given the actions "N pass, E bid 7H, S pass, W pass, E discard 5S 6H 7H, E play KD"
      When the action "S play JS" is taken
      Then the action is accepted

    Scenario: The left bower trumps a lead of its printed suit
      Given the actions "N pass, E bid 7H, S pass, W pass, E discard 5S 6H 7H, E play KD, S play JD, W play 4D"
      When the action "N play AD" is taken
      Then trick 1 is won by S

    Scenario: On a trump lead the left bower is the only legal play of a player with no other trump
      Given the actions "N pass, E bid 7H, S pass, W pass, E discard 5S 6H 7H, E play KD, S play 7C, W play 4D, N play AD, N play 4H, E play 8H"
      Then the legal plays are "JD"

    @PLAY-03
    Scenario: Keeping the left bower back on a trump lead is refused
      Given the actions "N pass, E bid 7H, S pass, W pass, E discard 5S 6H 7H, E play KD, S play 7C, W play 4D, N play AD, N play 4H, E play 8H"
      When the action "S play 8C" is taken
      Then the action is refused under PLAY-03

  @DECIDE-20
  Rule: DECIDE-20 Illegal actions are refused and change nothing

    Scenario: Leading a card the leader does not hold is refused
      Given the actions "N pass, E bid 7H, S pass, W pass, E discard 5S 6H 7H"
      When the action "E play 4D" is taken
      Then the action is refused under DECIDE-20
      And it is E's turn
      And E holds "AH KH QH JH 10H 9H 8H KD AS AC"

    Scenario: Following with a card the player does not hold is refused
      Given the actions "N pass, E bid 7H, S pass, W pass, E discard 5S 6H 7H, E play KD"
      When the action "S play AD" is taken
      Then the action is refused under DECIDE-20
      And it is S's turn
      And S holds "JD JS 10S 9S 8S JC 10C 9C 8C 7C"

    @PLAY-03
    Scenario: A refused play leaves the trick as it was
      Given the actions "N pass, E bid 7H, S pass, W pass, E discard 5S 6H 7H, E play KD, S play 7C, W play 4D"
      When the action "N play KS" is taken
      Then the action is refused under PLAY-03
      And it is N's turn
      And the legal plays are "AD QD 10D 9D"
