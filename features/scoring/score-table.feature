@australian @american
Feature: The score of one hand
  A contract is worth its value in the Avondale table: 40, 60, 80, 100 and 120
  for six tricks in spades, clubs, diamonds, hearts and no trumps, and 100
  more for each further trick, up to 520 for 10NT. Misère is worth 250 and
  open misère 500. The contractor's side gains the value when it takes at
  least the tricks bid and loses it otherwise; a side that takes all ten
  tricks scores at least 250. Against a trick contract the defenders gain 10
  for every trick they take; against a misère they gain nothing.

  In these scenarios the contractor's side takes the tricks given and the
  defenders take the rest of the ten. In a misère the contractor's tricks are
  those of the contractor alone.

  @SCORE-02
  Rule: SCORE-02 Contract values follow the Avondale schedule

    Scenario Outline: A trick contract made exactly scores its table value
      When N plays "<contract>" and the contractor's side takes <tricks> tricks
      Then side NS scores <value>
      And side EW scores <defence>
      And the table counts the contract as made

      Examples:
        | contract | tricks | value | defence |
        | 6S       | 6      | 40    | 40      |
        | 6C       | 6      | 60    | 40      |
        | 6D       | 6      | 80    | 40      |
        | 6H       | 6      | 100   | 40      |
        | 6NT      | 6      | 120   | 40      |
        | 7S       | 7      | 140   | 30      |
        | 7C       | 7      | 160   | 30      |
        | 7D       | 7      | 180   | 30      |
        | 7H       | 7      | 200   | 30      |
        | 7NT      | 7      | 220   | 30      |
        | 8S       | 8      | 240   | 20      |
        | 8C       | 8      | 260   | 20      |
        | 8D       | 8      | 280   | 20      |
        | 8H       | 8      | 300   | 20      |
        | 8NT      | 8      | 320   | 20      |
        | 9S       | 9      | 340   | 10      |
        | 9C       | 9      | 360   | 10      |
        | 9D       | 9      | 380   | 10      |
        | 9H       | 9      | 400   | 10      |
        | 9NT      | 9      | 420   | 10      |
        | 10S      | 10     | 440   | 0       |
        | 10C      | 10     | 460   | 0       |
        | 10D      | 10     | 480   | 0       |
        | 10H      | 10     | 500   | 0       |
        | 10NT     | 10     | 520   | 0       |

    Scenario Outline: Misère and open misère made score their table value
      When N plays "<contract>" and the contractor's side takes 0 tricks
      Then side NS scores <value>
      And side EW scores 0
      And the table counts the contract as made

      Examples:
        | contract | value |
        | MIS      | 250   |
        | OMIS     | 500   |

    Scenario Outline: The value goes to the side of the seat that made the contract
      When <seat> plays "<contract>" and the contractor's side takes <tricks> tricks
      Then side <side> scores <value>
      And side <other> scores <defence>

      Examples:
        | seat | contract | tricks | side | value | other | defence |
        | E    | 8D       | 8      | EW   | 280   | NS    | 20      |
        | S    | 9C       | 9      | NS   | 360   | EW    | 10      |
        | W    | 7NT      | 7      | EW   | 220   | NS    | 30      |
        | W    | MIS      | 0      | EW   | 250   | NS    | 0       |
        | S    | OMIS     | 0      | NS   | 500   | EW    | 0       |

  @SCORE-03
  Rule: SCORE-03 A made contract scores its value and nothing more

    Scenario Outline: Tricks beyond the bid add nothing
      When N plays "<contract>" and the contractor's side takes <tricks> tricks
      Then side NS scores <value>
      And side EW scores <defence>
      And the table counts the contract as made

      Examples:
        | contract | tricks | value | defence |
        | 8D       | 9      | 280   | 10      |
        | 6S       | 9      | 40    | 10      |
        | 6H       | 8      | 100   | 20      |
        | 7C       | 9      | 160   | 10      |
        | 7NT      | 8      | 220   | 20      |
        | 8S       | 9      | 240   | 10      |
        | 9H       | 9      | 400   | 10      |

  @SCORE-04
  Rule: SCORE-04 A slam scores at least 250

    Scenario Outline: All ten tricks on a contract worth less than 250 score 250
      When N plays "<contract>" and the contractor's side takes 10 tricks
      Then side NS scores 250
      And side EW scores 0
      And the table counts the contract as made

      Examples:
        | contract |
        | 6S       |
        | 6C       |
        | 6D       |
        | 6H       |
        | 6NT      |
        | 7S       |
        | 7C       |
        | 7D       |
        | 7H       |
        | 7NT      |
        | 8S       |

    Scenario Outline: All ten tricks on a contract worth more than 250 score its value
      When N plays "<contract>" and the contractor's side takes 10 tricks
      Then side NS scores <value>
      And side EW scores 0

      Examples:
        | contract | value |
        | 8C       | 260   |
        | 8D       | 280   |
        | 8NT      | 320   |
        | 9S       | 340   |
        | 9NT      | 420   |
        | 10S      | 440   |
        | 10NT     | 520   |

    Scenario: Nine tricks on a six-level contract are no slam
      When N plays "6S" and the contractor's side takes 9 tricks
      Then side NS scores 40
      And side EW scores 10

  @SCORE-05
  Rule: SCORE-05 A failed contract loses its value

    Scenario Outline: A side short of its bid loses the contract's value
      When N plays "<contract>" and the contractor's side takes <tricks> tricks
      Then side NS scores <points>
      And side EW scores <defence>
      And the table counts the contract as lost

      Examples:
        | contract | tricks | points | defence |
        | 9NT      | 8      | -420   | 20      |
        | 6S       | 5      | -40    | 50      |
        | 7H       | 6      | -200   | 40      |
        | 8S       | 0      | -240   | 100     |
        | 8C       | 7      | -260   | 30      |
        | 10H      | 9      | -500   | 10      |
        | 10NT     | 9      | -520   | 10      |

  @SCORE-06
  Rule: SCORE-06 Australian defenders score 10 for each trick

    Scenario Outline: The defenders gain 10 a trick whether the contract is made or lost
      When <seat> plays "<contract>" and the contractor's side takes <tricks> tricks
      Then side <side> scores <points>
      And side <defenders> scores <defence>

      Examples:
        | seat | contract | tricks | side | points | defenders | defence |
        | E    | 7S       | 7      | EW   | 140    | NS        | 30      |
        | E    | 7S       | 5      | EW   | -140   | NS        | 50      |
        | N    | 8H       | 8      | NS   | 300    | EW        | 20      |
        | N    | 8H       | 6      | NS   | -300   | EW        | 40      |
        | W    | 6NT      | 0      | EW   | -120   | NS        | 100     |
        | S    | 9D       | 10     | NS   | 380    | EW        | 0       |

  @SCORE-08
  Rule: SCORE-08 Misère scores +250 if made and −250 if lost, and the defenders nothing

    Scenario Outline: The misère contractor gains 250 with no trick and loses 250 with any
      When <seat> plays "MIS" and the contractor's side takes <tricks> tricks
      Then side <side> scores <points>
      And side <defenders> scores 0

      Examples:
        | seat | tricks | side | points | defenders |
        | N    | 0      | NS   | 250    | EW        |
        | N    | 1      | NS   | -250   | EW        |
        | S    | 1      | NS   | -250   | EW        |
        | E    | 0      | EW   | 250    | NS        |
        | W    | 1      | EW   | -250   | NS        |

    Scenario: A misère with a trick taken counts as lost
      When S plays "MIS" and the contractor's side takes 1 tricks
      Then the table counts the contract as lost
      And side NS scores -250
      And side EW scores 0

  @SCORE-09
  Rule: SCORE-09 Open and blind misère score +500 if made and −500 if lost

    Scenario Outline: The open misère contractor gains 500 with no trick and loses 500 with any
      When <seat> plays "OMIS" and the contractor's side takes <tricks> tricks
      Then side <side> scores <points>
      And side <defenders> scores 0

      Examples:
        | seat | tricks | side | points | defenders |
        | N    | 0      | NS   | 500    | EW        |
        | N    | 1      | NS   | -500   | EW        |
        | S    | 1      | NS   | -500   | EW        |
        | W    | 0      | EW   | 500    | NS        |
        | E    | 1      | EW   | -500   | NS        |
