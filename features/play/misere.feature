@australian
Feature: Playing a misère
  A misère contractor plays alone. The partner puts their ten cards face down
  and takes no part, so each trick holds three cards: the contractor's and
  the two defenders'. There are no trumps, and the jacks rank in their
  natural place. The contractor has to lose every trick. The hand stops at
  the first trick the contractor wins. Misère scores +250 made and −250 lost,
  open misère +500 or −500, and the defenders score nothing. In open misère the
  contractor's cards go face up once trick 1 is over.

  W deals. S is the contractor and N, who holds the joker, sits out. S gets
  the kitty 5H 8S 8C. If S discards QH 8S 8C, every card S keeps is lower
  than each defender card of its suit, so S can lose all ten tricks. If S
  discards 5H 8S 8C instead and keeps QH, S wins the heart trick where QH
  goes on 10H. The misère auction is "N pass, E bid 7S, S bid MIS, W pass,
  E pass". The open-misère auction is "N pass, E pass, S bid OMIS, W pass".
  With S in a misère, the order of play is S, W, E, skipping N.

  Background:
    Given the deal "s-low-cards"

  @MIS-01
  Rule: MIS-01 The partner of a misère contractor does not play

    Scenario: Playing from the partner's hand is refused
      Given the actions "N pass, E bid 7S, S bid MIS, W pass, E pass, S discard QH 8S 8C, S play 7S, W play QS"
      Then it is E's turn
      When the action "N play AS" is taken
      Then the action is refused under MIS-01
      And it is E's turn
      And N holds "JK AS KS AC KC AD KD 6D KH JH"

    Scenario: The defender after the partner's seat completes the trick of three cards
      Given the actions "N pass, E bid 7S, S bid MIS, W pass, E pass, S discard QH 8S 8C, S play 7S, W play QS"
      When the action "E play JS" is taken
      Then the action is accepted
      And trick 1 holds "7S QS JS"
      And trick 1 is won by W
      And it is W's turn

    Scenario: The partner is not asked to play when the trick comes round
      Given the actions "N pass, E bid 7S, S bid MIS, W pass, E pass, S discard QH 8S 8C, S play 7S, W play QS, E play JS, W play 10S"
      Then it is E's turn
      When the action "N play KS" is taken
      Then the action is refused under MIS-01

  @SEAT-06
  Rule: SEAT-06 A misère contractor plays without the partner

    Scenario: Three seats play a misère
      When the actions "N pass, E bid 7S, S bid MIS, W pass, E pass, S discard QH 8S 8C" are taken
      Then the seats in play are "E S W"
      And it is S's turn

    Scenario: Three seats play an open misère
      When the actions "N pass, E pass, S bid OMIS, W pass, S discard QH 8S 8C" are taken
      Then the seats in play are "E S W"

    Scenario: All four seats play a no-trump contract
      When the actions "N pass, E pass, S bid 7NT, W pass, S discard QH 8S 8C" are taken
      Then the seats in play are "N E S W"
      And it is S's turn

  @PLAY-08
  Rule: PLAY-08 Each trick has one card per active player

    Scenario: A misère trick is complete after three cards
      Given the actions "N pass, E bid 7S, S bid MIS, W pass, E pass, S discard QH 8S 8C, S play 7S, W play QS"
      When the action "E play JS" is taken
      Then trick 1 holds "7S QS JS"
      And it is W's turn

    Scenario: A no-trump trick is complete after four cards
      Given the actions "N pass, E bid 7NT, S pass, W pass, E discard 5H 8S 8C, E play QD, S play 4D, W play 7D"
      Then it is N's turn
      When the action "N play 6D" is taken
      Then the action is accepted
      And trick 1 holds "QD 4D 7D 6D"
      And trick 1 is won by E

  @MIS-02
  Rule: MIS-02 Misère is played without trumps

    Scenario: A jack ranks below the queen of its suit
      Given the actions "N pass, E bid 7S, S bid MIS, W pass, E pass, S discard QH 8S 8C, S play 5D, W play JD"
      When the action "E play QD" is taken
      Then trick 1 holds "5D JD QD"
      And trick 1 is won by E

    Scenario: JD follows a diamond lead as a plain diamond
      Given the actions "N pass, E bid 7S, S bid MIS, W pass, E pass, S discard QH 8S 8C, S play 5D"
      Then the legal plays are "JD 9D 7D"

    Scenario: JD does not count as a heart on a heart lead
      Given the actions "N pass, E bid 7S, S bid MIS, W pass, E pass, S discard QH 8S 8C, S play 4H"
      Then the legal plays are "AH 9H 7H"

    @PLAY-03
    Scenario: Playing JD on a heart lead while holding hearts is refused
      Given the actions "N pass, E bid 7S, S bid MIS, W pass, E pass, S discard QH 8S 8C, S play 4H"
      When the action "W play JD" is taken
      Then the action is refused under PLAY-03

    Scenario: The spade jack loses to the spade queen
      Given the actions "N pass, E bid 7S, S bid MIS, W pass, E pass, S discard QH 8S 8C, S play 7S, W play QS"
      When the action "E play JS" is taken
      Then trick 1 is won by W

  @MIS-03 @DECIDE-22 @BID-14 @american
  Rule: MIS-03 Open-misère cards go face up after trick 1

    Scenario: The open-misère hand is hidden before the opening lead
      When the actions "N pass, E pass, S bid OMIS, W pass, S discard QH 8S 8C" are taken
      Then the contractor's hand is not exposed
      And it is S's turn

    Scenario: The open-misère hand is hidden while trick 1 is in progress
      When the actions "N pass, E pass, S bid OMIS, W pass, S discard QH 8S 8C, S play 7S, W play QS" are taken
      Then the contractor's hand is not exposed

    Scenario: The open-misère hand is face up once trick 1 is complete, before trick 2 is led
      Given the actions "N pass, E pass, S bid OMIS, W pass, S discard QH 8S 8C, S play 7S, W play QS"
      When the action "E play JS" is taken
      Then the contractor's hand is exposed
      And S holds "5S 6S 5C 6C 7C 4D 5D 4H 5H"
      And it is W's turn

    Scenario: E's open-misère hand goes face up once N wins trick 1, W sitting out
      Given the actions "N pass, E bid OMIS, S pass, W pass, E discard QD 10D 10H, E play 8S, S play 7S"
      Then the contractor's hand is not exposed
      When the action "N play KS" is taken
      Then trick 1 is won by N
      And the contractor's hand is exposed
      And E holds "9S JS 8C 9C JC 8D 5H 6H 8H"
      And it is N's turn

    Scenario: The open-misère hand stays face up through trick 2
      When the actions "N pass, E pass, S bid OMIS, W pass, S discard QH 8S 8C, S play 7S, W play QS, E play JS, W play 10S, E play 9S, S play 6S" are taken
      Then the contractor's hand is exposed
      And S holds "5S 5C 6C 7C 4D 5D 4H 5H"

  @DECIDE-21 @american
  Rule: DECIDE-21 What players can see in a misère

    Scenario: In a plain misère the contractor's hand stays hidden through trick 1
      Given the position "w-mis-on-hearts"
      Then the contractor's hand is not exposed

    Scenario: In a plain misère the contractor's hand stays hidden once trick 1 is complete
      Given the position "n-mis-suitless-on-hearts"
      Then the contractor's hand is not exposed
      And it is N's turn

    Scenario: In an open misère only the contractor's cards are on view
      When the actions "N pass, E pass, S bid OMIS, W pass, S discard QH 8S 8C, S play 7S, W play QS, E play JS" are taken
      Then the contractor's hand is exposed
      And S holds "5S 6S 5C 6C 7C 4D 5D 4H 5H"
      And N holds "JK AS KS AC KC AD KD 6D KH JH"

  @MIS-04 @DECIDE-12
  Rule: MIS-04 The misère contractor must lose every trick

    Scenario: The misère stops at trick 3, the first trick the contractor wins
      Given the actions "N pass, E bid 7S, S bid MIS, W pass, E pass, S discard 5H 8S 8C, S play 7S, W play QS, E play JS, W play 10S, E play 9S, S play 6S, W play 9H, E play 10H"
      When the action "S play QH" is taken
      Then the action is accepted
      And trick 3 is won by S
      And the hand is over after 3 tricks
      And the contract is lost
      And S holds "5S 5C 6C 7C 4D 5D 4H"

    Scenario: Once the misère is lost at trick 3 no action is legal, though cards are left in the hands
      When the actions "N pass, E bid 7S, S bid MIS, W pass, E pass, S discard 5H 8S 8C, S play 7S, W play QS, E play JS, W play 10S, E play 9S, S play 6S, W play 9H, E play 10H, S play QH" are taken
      Then the hand is over after 3 tricks
      And S holds "5S 5C 6C 7C 4D 5D 4H"
      And no action is legal

    Scenario: An open misère stops at the first trick the contractor wins as well
      When the actions "N pass, E pass, S bid OMIS, W pass, S discard 5H 8S 8C, S play 7S, W play QS, E play JS, W play 10S, E play 9S, S play 6S, W play 9H, E play 10H, S play QH" are taken
      Then trick 3 is won by S
      And the hand is over after 3 tricks
      And the contract is lost

    Scenario: Play goes on while the defenders take the tricks
      When the actions "N pass, E bid 7S, S bid MIS, W pass, E pass, S discard 5H 8S 8C, S play 7S, W play QS, E play JS, W play 10S, E play 9S, S play 6S" are taken
      Then trick 2 is won by W
      And it is W's turn
      And the legal plays are "QC 10C JD 9D 7D AH 9H 7H"

    Scenario: A misère in which the contractor wins no trick is played to the tenth trick
      When the actions "N pass, E bid 7S, S bid MIS, W pass, E pass, S discard QH 8S 8C, S play 7S, W play QS, E play JS, W play 10S, E play 9S, S play 6S, W play QC, E play JC, S play 7C, W play 10C, E play 9C, S play 6C, W play JD, E play QD, S play 5D, E play 10D, S play 4D, W play 9D, E play 8D, S play 5S, W play 7D, E play 10H, S play 5H, W play AH, W play 9H, E play 8H, S play 4H, W play 7H, E play 6H, S play 5C" are taken
      Then the hand is over after 10 tricks
      And the contract is made

    Scenario: A trick contract goes on after the contractor wins a trick
      When the actions "N pass, E bid 7NT, S pass, W pass, E discard 5H 8S 8C, E play QD, S play 4D, W play 7D, N play 6D" are taken
      Then trick 1 is won by E
      And it is E's turn
      And the legal plays are "JS 9S JC 9C 10D 8D 10H 8H 6H"

  @SCORE-08
  Rule: SCORE-08 Misère scores +250 if made and −250 if lost, and the defenders nothing

    Scenario: A misère with no trick taken scores 250 and the defenders nothing
      When the actions "N pass, E bid 7S, S bid MIS, W pass, E pass, S discard QH 8S 8C, S play 7S, W play QS, E play JS, W play 10S, E play 9S, S play 6S, W play QC, E play JC, S play 7C, W play 10C, E play 9C, S play 6C, W play JD, E play QD, S play 5D, E play 10D, S play 4D, W play 9D, E play 8D, S play 5S, W play 7D, E play 10H, S play 5H, W play AH, W play 9H, E play 8H, S play 4H, W play 7H, E play 6H, S play 5C" are taken
      Then the tricks won are "NS 0, EW 10"
      And the contract is made
      And the hand scores "NS 250, EW 0"

    Scenario: A misère lost at trick 3 costs 250 and gives the defenders nothing
      When the actions "N pass, E bid 7S, S bid MIS, W pass, E pass, S discard 5H 8S 8C, S play 7S, W play QS, E play JS, W play 10S, E play 9S, S play 6S, W play 9H, E play 10H, S play QH" are taken
      Then the tricks won are "NS 1, EW 2"
      And the contract is lost
      And the hand scores "NS -250, EW 0"

  @SCORE-09 @american
  Rule: SCORE-09 Open and blind misère score +500 if made and −500 if lost

    Scenario: An open misère with no trick taken scores 500 and the defenders nothing
      When the actions "N pass, E pass, S bid OMIS, W pass, S discard QH 8S 8C, S play 7S, W play QS, E play JS, W play 10S, E play 9S, S play 6S, W play QC, E play JC, S play 7C, W play 10C, E play 9C, S play 6C, W play JD, E play QD, S play 5D, E play 10D, S play 4D, W play 9D, E play 8D, S play 5S, W play 7D, E play 10H, S play 5H, W play AH, W play 9H, E play 8H, S play 4H, W play 7H, E play 6H, S play 5C" are taken
      Then the contract is made
      And the hand scores "NS 500, EW 0"

    Scenario: An open misère lost at trick 3 costs 500 and gives the defenders nothing
      When the actions "N pass, E pass, S bid OMIS, W pass, S discard 5H 8S 8C, S play 7S, W play QS, E play JS, W play 10S, E play 9S, S play 6S, W play 9H, E play 10H, S play QH" are taken
      Then the contract is lost
      And the hand scores "NS -500, EW 0"

  @DECIDE-25
  Rule: DECIDE-25 The sitting-out partner's cards are dead

    @MIS-01
    Scenario: Playing the partner's joker is refused
      Given the actions "N pass, E bid 7S, S bid MIS, W pass, E pass, S discard QH 8S 8C, S play 7S"
      When the action "N play JK" is taken
      Then the action is refused under MIS-01
      And it is W's turn

    Scenario: The partner's joker never reaches a trick in a whole misère
      When the actions "N pass, E bid 7S, S bid MIS, W pass, E pass, S discard QH 8S 8C, S play 7S, W play QS, E play JS, W play 10S, E play 9S, S play 6S, W play QC, E play JC, S play 7C, W play 10C, E play 9C, S play 6C, W play JD, E play QD, S play 5D, E play 10D, S play 4D, W play 9D, E play 8D, S play 5S, W play 7D, E play 10H, S play 5H, W play AH, W play 9H, E play 8H, S play 4H, W play 7H, E play 6H, S play 5C" are taken
      Then the hand is over after 10 tricks
      And N holds "JK AS KS AC KC AD KD 6D KH JH"

    Scenario: The same player's cards are in play when a defender holds the contract at no trumps
      Given the actions "N pass, E bid 7NT, S pass, W pass, E discard 5H 8S 8C, E play QD, S play 4D, W play 7D"
      When the action "N play 6D" is taken
      Then the action is accepted
      And N holds "JK AS KS AC KC AD KD KH JH"

  @DECIDE-26
  Rule: DECIDE-26 Counting tricks for a partnership

    Scenario: In a misère only the contractor's own tricks count for the side
      When the actions "N pass, E bid 7S, S bid MIS, W pass, E pass, S discard 5H 8S 8C, S play 7S, W play QS, E play JS, W play 10S, E play 9S, S play 6S, W play 9H, E play 10H, S play QH" are taken
      Then the tricks won are "NS 1, EW 2"
      And the hand scores "NS -250, EW 0"

    Scenario: In a trick contract the tricks of both partners are added together
      When the actions "N pass, E bid 7NT, S pass, W pass, E discard 5H 8S 8C, E play QD, S play 4D, W play 7D, N play 6D, E play 10H, S play 4H, W play AH, N play JH" are taken
      Then trick 1 is won by E
      And trick 2 is won by W
      And the tricks won are "NS 0, EW 2"
