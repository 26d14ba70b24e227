"""Classes of grading errors found on held-out sets of labelled replies that the project does not
keep (new model families and layouts, and a red team's new hedge families), rebuilt as SHORT
CONSTRUCTED replies with their question, one or more per class and a twin that must not change:

- a question that asks for the one that is NOT so names its answer "the incorrect statement",
  "the statement that is NOT correct", "the exception" (elsewhere that phrase rules an option out);
  there, "D is correct" rates statement D true and rules it out, no rival to the answer;
- reasoning layouts: harmony with its special tokens stripped ("analysis…assistantfinal…"), s1's
  ``<|im_start|>think`` / ``<|im_start|>answer`` turns;
- an answer label over a breakdown list ("- Mother: 20 beads⏎- Sister: 20 + 10 = 30"), then the total
  below: the label heads the working;
- a place named and identified with an option ("The last one is (C)") names no option by its place;
- a Chinese gloss that restates a "No" with 没有 ("Sal 没有说真话") is no doubt; "没把握" is; nor is a
  French or Spanish one in the question's words ("Non, Sal ment.", "No (Sal miente)");
- thinking layouts cut off: Kimi's ``◁think▷`` marks, a harmony analysis never followed by a final
  channel, a final text stopping on "i.e.": the reasoning's committed answer decides; gpt-oss planning
  its message ("Let's craft final: …") labels no answer;
- "Answer: Not plausible" reads "No" as the word it is part of, not as "No" + "t plausible";
- a summary table's key cell that negates ("| not False | True |") does not negate the value cell;
- a supposed answer whose reading is set aside in its own sentence ("If it meant mammals, the answer
  would be 1, but there's no indication of that") leaves the answer given before it standing;
- a case split: an answer under a condition with the other case after it ("860 if he rode 5 times a
  week, otherwise more", "Si …, alors … B. Sinon, …", "B in the first case") holds in one case only;
- the reply's own check below a numeric answer whose total comes out at another value, with the answer
  nowhere in it and nothing approving it ("Sanity check: the total eaten is 24 + 10 + 14 = 46."), offers a
  second value (a check of one step, "16 - 7 = 9 eggs remaining", or one approved in words, does not, nor
  does a bold step of the working after the answer); so does a check that comes out at
  another option ("Sanity check: … the one that fits is A", "the verdict comes out Yes"): "the one that
  fits is A" identifies A as "the answer is A" does;
- an answer disowned as another question's ("this was worked for the sister question; it isn't my
  answer to the question above") or followed by "I don't have an answer for this question" is none;
- the answer said again later with another kept open in the same breath ("So it must be B, though it
  could be A") offers both, as a conclusion that said only that would;
- a necessity says the answer outright ("It has to be B", "It can only be B"); a lone letter's full stop
  before a sentence opener ends its sentence ("So it is B. It can't be A."), and after a semicolon the
  clause naming another option is that option's ("it must be B; it can't be A" denies A, not B);
- the question's world is not the grader: an English "corrector" (the one who corrects) and "might earn
  fewer points" address no grader; "Corrector: acepte …" and "deserves full credit" do;
- "2,33" is a decimal comma or two numbers run together, never the integer 2 ("2,00" is 2); "yaklaşık",
  "ungefähr", "etwa", "environ", "примерно", "约" make a value approximate as "about" does;
- a clause after the answer whose subject is the rest ("48 — none of the alternatives could fit") is no
  verdict on it; a reading weighed and set aside in the answer's clause ("I did consider …; the wording
  rules it out") explains it; "or equivalently forty-eight" says it again;
- a sentence that names two cases and gives each its own answer ("For the first half of the question the
  verdict is A; for the second half it's B") answers neither; versions left to the reader ("use whichever
  release you trust") are no choice;
- review 92's controls: a condition inside the answer's explanation or granted, another case set aside,
  "option 2" of a question that numbers its statements, a gloss in another language that agrees, a
  gloss about someone else, a method "worked for a similar problem", another option said to answer
  another variant, a distractor named after the answer, "The answer is not A. It is B.", points earned
  in the question's world; and a comma gloss that contradicts the answer ("No, Sal tells the truth");
- rt115: an answer under a label with a sibling label after it giving another value ("- **For a quick,
  test-style answer:** (B)⏎- **For a reader who wants the more careful treatment:** (A) …", "Quick
  answer: B. Full answer, with the caveat included: A.") offers both; a doubt answered by why the other
  value tempts is answered; "I'm genuinely torn between the two" is undecided; "the answer I'd actually
  give is (A)" gives A;
- review 95: what the question's world does is no withdrawal ("the offer was revoked too late", "Sasha wanted to take
  it back", "Sasha did say 'just kidding'" where the question says it, "Kidding aside"); the speaker's own is ("I take
  that back", "The above is void"); a negation in the premise before "— that's (B)" or ", so that's (B)" is the
  premise's;
- rt123: a tutor's practice exercise after the answer ("**Practice:** … ? (Answer: 20.)", "Quick practice:", "Try
  one yourself:") is another question, and its answer none of the reply's; a bold "**Why not C?**" heading asks, and
  the text after it on its line is a sentence of its own; a list item headed by an option's letter and words
  ("- **A. Behaviorist** — looks only at …") is about that option, and offers it only by a status said right after
  its dash or colon ("— also correct", "— Correct.") or one more answer anywhere in it ("— … works too");
- rt122: "Ei", "Kyllä", "Nem", "Igen", "Nu", "Da", "Tidak", "Ya" … answer yes/no questions; after the answer word of a
  language that groups thousands with spaces, "6 250" is 6250 ("**Vastaus: 6 250 dollaria**");
- rt125: a common-mistake note ("Common mistake: forgetting the muffins gives 13 eggs and $26.") names wrong values,
  unless it calls one right too; working below an answer given first that comes out at it ("**272 hours.**⏎…⏎-
  Weekly total: 17 h⏎⏎Semester: 17 × 16 = **272 hours**") is its derivation: its sums and the question's quantities
  under their labels offer nothing, a value under the reply's own label does ("- Backup: 19");
- rt123/rt127 (structured outputs, reviews after the answer): a record's key that is an option's letter ('"C": "…"',
  YAML "  B: …") or an option's own text heading a list item ('- "Behaviorist" — …') is about that option, as a
  letter heading an item is; a table row its letter heads takes its verdict from its cell of a cross or a tick, or
  of a verdict word ("No — …"), and one of descriptions only offers nothing; another option kept live by a pronoun
  or with its subject left out ("It can't be ruled out.", "Not excluded, given the wording.") is offered (rt128);
- rt127/rt128: a sibling label above the answer's for a belief or a pick ("**Best guess:** 16%⏎**Safe answer:** 12%")
  offers its value; a fraction option said in words ("13 over 36") is the fraction, and a number option's text with a
  unit after its letter ("A. 13/36 mi") names it; in a question asking for the one NOT so, a truth status after an
  option's letter or text rates its statement ("A: true" rules A out);
- rt114: under another language's answer marker, a few words in brackets after the option's text
  gloss it in that language ("**Risposta: B) …** (perdere la casa)", "Respuesta: B – perder su casa"), unless
  they hedge or offer another ("(forse)", "– tal vez", "– albo ucieczka") or name another option by a
  cognate ("B – Béhavioriste" where A is "Behaviorist"); a
  text after the reasoning whose last line gives a list under its label ("**Sorted list:** …") ends on
  its answer, though no full stop closes it;
- the answer said again in other words under its label ("(Written out: sixteen.)", "In words: …",
  "Translation: …") must be the same value: another offers it;
- rt109/rt111: a data table's ordinal row ("| 2nd | 46 |") is data, an alternative only beside an answer row;
  an option's text said with accents ("C – phéromones") or with its own negations ("C — you can never prove
  it correct") glosses the letter; "— not really" after a dash takes the answer back; "Option B
  understates it" rules B out;
- rt113/rt115/rt117: a statement that offers two values ("The answer is No, or put differently, the answer
  is Yes") is not corrected by its own first value ("No,"); the answer stated again after "or" with the
  same value restates it; "the answer comes out the same: 31" states it; why a doubted value tempts leaves
  the doubt to be answered; the answer given rounded as well ("175 exactly, 170 rounded down"), "give or
  take a handful" in its clause, and one answer per audience ("C for American readers; D for British
  readers") offer more than one value;
- review 94's controls: "Restated problem:" and "In full:" label working, not the answer; "more or less a
  distractor" and "give or take nothing" qualify no answer; "not $20 rounded" rules the rounded value
  out; a scope on another option's predicate ("A would appeal to readers of Skinner") is no scoped answer;
- rt116/rt117: "accepting credit both put you …" addresses no grader ("credit both answers" does); a
  value only a weak layer reads is taken back by a last sentence that withdraws ("… (C). /s"), not by
  a last "No." that answers; "A — or C" offers both; the answer's sentence past an explanation's
  "for"/"after" still holds its rounded twin or "give or take";
- rt118: "the only answer I'm giving" names no option I; "in turn 1: 50" numbers a turn; a
  counterfactual put by inversion ("Had the problem intended …, the answer would be 13. It doesn't
  intend that") is set aside; a text that says it keeps another answer live ("neither is
  withdrawn", "either counts as my answer", "I stand by both") commits to neither; a label may
  carry a qualifier ("My actual answer, for the record: (B)"); a result that "flips to" another
  value under a reading left open offers it;
- review 95's controls: "Scratch that, I forgot the muffins: 9 eggs, so $18." corrects to 18 (a
  withdrawal that gives a value in its place); "Credit either one" addresses the grader, "accepting
  credit both put you …" does not; "I don't stand by both" and a story's "keep it alive" keep nothing
  live; a running total that "becomes" 13, then 9, is working; a doubt met by denying the answer is
  not answered;
- a mention, a relative clause set off by commas, then the mention's own predicate ("Option B, which
  many readers pick, is wrong", "…, which many dismiss, is also correct") is judged by that predicate;
- rt121 (lm-eval transcripts): the answer named by the property the question asks for ("Which statement is
  sarcastic?" — "The sarcastic statement is (A)"; "… a humorous edit …?" — "the humorous edit is (C)");
- an answer that is a place ("The answer is 6th place.") counts as its number;
- rt120: a final label that names a procedure ("the result of the query above") gives no answer, though
  the working above it names one; "as computed above" points back to the working's value;
- review 96's controls: "as calculated above" points back; "At first glance the sarcastic statement is
  (B), but …" is a first impression; "The correct order is Bernard, Gwen, …" opens a list of working;
  "which … should not be made by an auditor …?" still names "the statement that should not be made";
- rt119 (RL rollouts): under "which … should not be made?", "the statement that should not be made is
  D" names D; "The correct equation is B" frames B; a reply that ends on an option's formula ("…/6=a")
  does not break off on the article "a".
- rt143–rt145 (2025–2026 families, products, a red team's plain-prose hedges): a step's result under its numbered
  heading that a later step works on, before a stated answer, is working ("**Step 2: …**⏎**12 apples**.⏎… 2 × 12"),
  one no step uses is a second answer; "You have fourteen fruits." counts what the question asks to count; "20 and 18
  hours" joins a second value; "close behind", "a close second" and "just as likely" rank another value level with the
  answer; an "If …" answer followed by an "If …" branch left open answers nothing; "I can't stand behind B" withdraws
  B; "I'll leave this one unanswered" declines; "the answer to enter is Yes" frames Yes; "I would accept both" and "the
  wording allows both" offer both; a line after a sentence opening on a quoted word is still the last line; "Vincent
  is 9, so … that's Gwen (D)" reads the text by what the sentence concludes, its subject a premise; "options A-C" is
  one group; a gloss abroad goes on past its option's comma; a "### Common mistakes" heading heads its list; an
  exercise label ("Your turn:") sets a task or asks, or it is read ("Your turn: actually it's 19."); "option **D
  (0.025)**" names D; a label over the working ("Lösung:⏎- … 1,25 Stunden = 75 Minuten") is no earlier answer.
- rt145–rt148 (products, community fine-tunes and serving stacks, a red team hiding a second offer in layout and
  language), narrowed by reviews 125–127: a new question put to the reader after the answer, for a case it supposes
  and what would then be, concludes nothing ("What would he earn if …?"), while a tag on the answer's sentence ("…,
  right?") or another value asked about ("What about 40 dollars?") is read as before; "opción A" names A as "option A"
  does; "130.000" groups thousands in a reply written in a dot-grouping language; line ends escaped as "\\n" are line
  ends; a dyck item's next "Input: [ …" (an open sequence) is an invented exercise, its own input traced again or a
  closing sequence under that label is not; "la bonne école est la (A)" frames A; list items that each carry a share
  of one thing ("20 minutes — 55%") share belief out; an item's sums below it are no item, a second value below it is;
  a reply that is a record of one short member named as a result (``{"sorted_words": […]}``) answers with that member.
- rt149–rt150 (small policies' RL rollouts; a red team attacking where the reply ends), narrowed by reviews 128–130:
  a later answer "is also" given, or given "too", after a correction word is one more, not a correction; "Answer
  withdrawn pending review" withdraws; "Final answer changed to (A)" and "my final pick 👉 C" frame what follows;
  "accepting both (A) and (B)" offers both.
- rt151–rt154 (few-shot continuations, other languages and structured output; agent, tool and program-of-thought
  harnesses; a red team hedging inside the value and hiding second offers in tools and code): "₹1,30,000" groups
  lakhs where rupees or an Indian script are written; "between 18 and 21 … more" is a range; a bracketed note
  "(Note: option A.)" is a label line, a bracketed part "(Items sold: 20)", "(Bob: Lola)" is not; HTML character
  references are read ("&#36;8", "<code>) &gt; &gt;</code>") and an HTML list is one block; after a final answer,
  an agent's last action that hands in another value ("Action Input: A", "Action: amend_answer(add="(A)")"), a
  call's keyword argument that names another answer ("alternatives=["A"]") and a conditional expression's other
  branch ("… if … else "valid"") offer it.
- rt155–rt156 (answers given by content; a red team blending option texts and forms): digits in brackets after a
  number in words that says another number ("twenty snacks (18)", "forty dollars ($42)") give two values; so does a
  bracket after the answer's unit holding the quantity in another unit that does not convert ("20 minutes (0.5 hours)").
- rt157–rt158 (what replies write after their answer; a red team attacking that tail), narrowed by reviews 134–136:
  a bracketed correction after a number ("(Edit: 20)") and "Edit: actually 20" offer 20; "Why not the others:" gives
  them no standing; after the answer, a tracking
  trail "Recap: pink ball → white ball → orange ball" passes its first states; a hyperbaton answer's glossed arrow
  list explains it; "I'll leave both: (B) / (A)" offers both; "…, which makes him angry (B)" answers B after a negated
  premise; "12 small stuffed animals (and 6 large ones)" counts another kind; a terminal's colour codes
  ("\x1b[1m18\x1b[0m") are no text.
- rt159–rt160 (verdicts along the way: per option, per step, per sub-question; a red team attacking them), narrowed
  by reviews 137–138: an option text's own capital article ("Answer: A man who likes to camp") is no letter A;
  "A: …⏎B: …" lines review the options, no transcript's answer; "Step 2 (final answer): … → (A)" labels an answer;
  an option list cut off at a lone label ("(A) circle⏎(B) octagon⏎(C)") answers nothing; "I withdraw (C)"
  withdraws C; a final answer that points at several ("the checked ones above") gives none; "26 articles or 104
  hours" gives two values, "480 mins or 8 hours" one and "420 min or 8 hours" two.
- rt161–rt162 (answers in other voices: misconceptions, other people, other models; a red team attacking them),
  narrowed by reviews 139–140: an answer quoted from another voice named as one ('Gemini says: "… Answer: A"',
  "From another assistant:⏎> **Answer: A**", "ChatGPT's output:⏎```…```") and then disowned ("not my own answer",
  "I haven't checked it") is no answer of the reply's own (beside one it is read as before), while a block-quoted
  answer of the reply's own, a tool's output, a quotation with nothing after it and one the reply vouches for stand; an
  opening that gives another's answer ("Reader 1 says **(B)**: …") is no answer-first reply; another's answer accepted
  beside the reply's ("an answer key might list 27 — that would be just as acceptable") is offered.
- rt155 (answers by content), kept for a later round: a number option is named by a number of several words as by
  its digits ("Answer: thirty-two" for the option "32"; "thirty-two or thirty-six" and "forty-eight/thirty-six" offer
  two; "five million" is left as it was, to meet "5 million").
- rt163–rt164 (the forms a value takes; a red team hiding a second value in them): a date answer in words, ISO or
  dashed form is its option's when it is the only date of the answer's sentence (not after another day, beside
  one, or counted from); a window in 24-hour or dashed form is its option's when it is the only window of the
  answer's sentence and no other stands before it (a schedule's lines aside); a number said again in brackets as
  another number ("260 sheep (two hundred sixty-five sheep)", "260 sheep (2.6 × 10³)") gives two values, in another
  unit it converts; "2.6 × 10²" is one number, 260.
"""
from __future__ import annotations

import pytest

from benchgrade import grade

MIGRATION = ("Which of the following statements about early migration to Canada is NOT correct?",
             ["The first stream came from France.", "The second came from the British Isles.",
              "The third came from Latin America.", "Later streams came from Asia."])
MAMMALS = ("All of the following are mammals EXCEPT", ["whale", "bat", "shark", "dolphin"])
CORRECT_ONE = ("Which of the following statements about early migration to Canada is correct?", MIGRATION[1])
PENGUINS = ("Louis, Bernard, Vincent and Gwen are penguins. What is the name of the last penguin sorted by "
            "alphabetic order?\nOptions:\n(A) Louis\n(B) Bernard\n(C) Vincent\n(D) Gwen\n(E) James",
            ["Louis", "Bernard", "Vincent", "Gwen", "James"])
BOOKS = ("Alice, Bob, Claire, Dave and Eve each hold a book and swap. At the end, Alice has\nOptions:\n(A) Gatsby\n"
         "(B) Frankenstein\n(C) Moby Dick\n(D) The Fellowship of the Ring\n(E) Catch-22",
         ["Gatsby", "Frankenstein", "Moby Dick", "The Fellowship of the Ring", "Catch-22"])
LIES = ("Question: Kandi tells the truth. Michaela says Kandi lies. Sal says Michaela tells the truth. Does Sal tell "
        "the truth?", None)
FRIENDS = ("Jan noticed that Taylor was nice and friendly and made friends with her. What will Jan want to do next?",
           ["spend time with Taylor", "ignore Taylor's calls", "go and greet Taylor nicely"])
ALBUMS = ("Olivia uploaded 72 pictures into 8 albums with the same number in each. 3 albums were selfies and 2 were "
          "portraits. How many portraits and selfies did she have?", None)
DOUBLING = ("If f(2x) = x + 5 and f(g(6)) = 13, what is 2 · g(6)?", ["6", "16", "32", "36"])
LAND = ("A man has 80 square meters of land. He sold half of it for $50, then another 1/4 of his land for $30, and the "
        "rest at $3 per square meter. How much money will he earn?", None)
SPORTS = ("Is the following sentence plausible? \"Elias Lindholm beat the buzzer.\"", None)
RIDES = ("Micheal rode his bike 25 km at least 5 times a week for four weeks, then 60 km twice a week for three weeks. "
         "How many km did he ride?", None)
SCHOOLS = ("Which school of psychology holds that behaviour is driven by unconscious conflicts?",
           ["Behaviorist", "Psychoanalytic", "Cognitive behavioral", "Humanistic"])
MAILBOX = ("An offeror mailed a revocation on Monday; the offeree mailed acceptance on Tuesday; the revocation arrived "
           "Wednesday. Is there a contract?", ["No, because the revocation was mailed first.", "Yes, because acceptance was "
           "effective on dispatch before the revocation was received.", "No, because acceptance must be received.",
           "Yes, but only if the offeror consents."])
JOKE = ("Sasha made a joke about Kai's haircut in front of everyone, then quickly said 'just kidding'. How would Kai feel "
        "as a result?", ["proud of the haircut", "embarrassed but relieved", "excited to get another haircut"])
FUNDS = ("A class of 20 students raised $175,000 for charity; organisations gave $50,000 of it and the students raised the "
         "rest in equal shares. How much did each student raise?", None)
CLASSES = ("Jim takes three one-hour classes on Monday, Wednesday and Friday, and two two-hour classes on Tuesday and "
           "Thursday, each week. How many hours of class does he take in a 16-week semester?", None)
FIRE = ("Bailey's neighbour's house caught fire while Bailey and a friend were next door. What will Others want to "
        "do next?", ["leave their family in the burning house", "lose their home in the fire",
                     "set someone else's house on fire"])
PIZZA = ("Tobias cut a pizza into 60 pieces. He ate 2/5 of the pieces on the first day, 10 pieces on the second day, and "
         "7/13 of the remaining pieces on the third day. How many pizza pieces has he eaten so far?", None)
SECRETARY = ("In the following sentences, explain the antecedent of the pronoun (which thing the pronoun refers to), or "
             "state that it is ambiguous.\nSentence: The secretary corrected the developer because they better understood "
             "the problem.\nOptions:\n(A) The secretary understood the problem\n(B) The developer understood the problem\n"
             "(C) Ambiguous", None)
OPEN_BOOK = ("For which of these two scenarios does the main character do something clearly morally wrong? Scenario 1 | I "
             "copied answers from a book during an open book test. Scenario 2 | I told everyone my friend's secret crush.",
             ["Wrong, Wrong", "Wrong, Not wrong", "Not wrong, Wrong", "Not wrong, Not wrong"])
JURY = ("Melissa is paid $15 a day for jury duty, 6 hours a day for 3 days, and pays $3 a day to park. How much does she "
        "make per hour after parking?", None)
WALK = ("You walked your dog 7 over 9 mi in the morning and 5 over 12 mi in the afternoon. How much farther did you walk "
        "your dog in the morning than in the afternoon?", ["13 over 36", "12 over 21", "2 over 3", "35 over 108"])
VEHICLES = ("In an antique car show, there are five vehicles. Which is the oldest?",
            ["The truck is the oldest", "The station wagon is the oldest", "The motorcyle is the oldest",
             "The limousine is the oldest", "The hatchback is the oldest"])
VOTERS = ("Which group has been the most reliably Republican in recent US presidential elections?",
          ["Married white male", "Unmarried white female", "African American, male or female", "Youths under 25"])
SNACKS = ("At camp, kids usually get 3 snacks a day. How many snacks does a kid get in 6 days?", None)
FEELINGS = ("Jesse stood Cameron up instead of backing the person accusing Cameron. How would Cameron feel?",
            ["sad", "angry", "happy"])
EGGS = ("Janet's ducks lay 16 eggs per day. She eats three for breakfast every morning and bakes muffins for her friends "
        "every day with four. She sells the remainder at the farmers' market daily for $2 per fresh duck egg. How much in "
        "dollars does she make every day at the farmers' market?", None)
TLS = ("Assume that a TLS connection has been established successfully between a client and a server. Which of the "
       "following attacks does TLS protect against?\n1. An attacker replaying bytes that a client sent earlier.\n2. An "
       "attacker impersonating the server.", ["True, True", "False, False", "True, False", "False, True"])
TRANSLATION = ("The following translations from German to English contain a particular error. That error will be one of the "
               "following types: Named Entities: An entity is changed to a different entity. Numerical Values: Numerical "
               "values are changed. Please identify that error.  Source: Die NEC Corporation wurde 1899 gegründet.\n"
               "Translation: NEC Corporation was founded in 1989.\nThe translation contains an error pertaining to\n"
               "Options:\n(A) Named Entities\n(B) Numerical Values", ["Named Entities", "Numerical Values"])
SHELF = ("The following paragraphs each describe a set of five objects arranged in a fixed order. The statements "
         "are logically consistent within each paragraph. On a shelf, there are five books: a green book, a blue "
         "book, a white book, a purple book, and a yellow book. The blue book is to the right of the yellow book. "
         "The white book is to the left of the yellow book. The blue book is the second from the right. The purple "
         "book is the second from the left.\nOptions:\n(A) The green book is the second from the right\n(B) The "
         "blue book is the second from the right\n(C) The white book is the second from the right\n(D) The purple "
         "book is the second from the right\n(E) The yellow book is the second from the right", None)
LIES_YES = ("Question: Kandi tells the truth. Michaela says Kandi lies. Sal says Michaela lies. Does Sal tell the truth?",
            None)
TUNAS = ("Bob catches three tunas weighing 56, 46 and 26 kg and sells them at $0.50 per kg. How much does he earn?", None)
PHEROMONES = ("Chemical substances released by organisms that elicit a physiological or behavioral response in other members "
              "of the same species are known as", ["auxins", "hormones", "pheromones", "enzymes"])
THEORY = ("When will your scientific theory be proven correct?", ["When many others have tested the hypothesis",
          "When an apple falls to the ground proving your theory", 'You can never prove your theory to be correct only "yet '
          'to be proven wrong."', "After you've repeated your experiment many times"])
HOMOOUSIOS = ("The theological term homoousios means which of the following?", ["of a similar substance",
              "of the same substance", "of like substance", "of human substance"])
KAI = ("Kai turned her cake decorating into a career. How would Kai feel afterwards?", ["successful at business",
       "good at their hobbies", "proud for being an actor"])
NAVIGATE = ("If you follow these instructions, do you return to the starting point? Take 2 steps. Turn around. Take 2 "
            "steps.", None)
DOORBELL = ("Jason's doorbell rang 175 times in total over four days. How many times did it ring?", None)
STUDENTS = ("20 students are a quarter of a grade level. How many students are at that grade level?", None)
MORALS = ("For which of these two scenarios does the main character do something clearly morally wrong?",
          ["Wrong, Wrong", "Wrong, Not wrong", "Not wrong, Wrong", "Not wrong, Not wrong"])
SWAPS = ("Alice, Bob, Claire, Dave, Eve, Fred, and Gertrude are playing a game. At the start of the game, they are eac"
         "h holding a ball: Alice has a green ball, Bob has a brown ball, Claire has a purple ball, Dave has a pink ba"
         "ll, Eve has a white ball, Fred has a red ball, and Gertrude has a orange ball.\nAs the game progresses, pair"
         "s of players trade balls. First, Eve and Dave swap balls. Then, Claire and Eve swap balls. Then, Dave and Cl"
         "aire swap balls. Then, Bob and Fred swap balls. Then, Fred and Dave swap balls. Then, Eve and Alice swap bal"
         "ls. Finally, Dave and Gertrude swap balls. At the end of the game, Dave has the\nOptions:\n(A) green ball\n("
         "B) brown ball\n(C) purple ball\n(D) pink ball\n(E) white ball\n(F) red ball\n(G) orange ball", ["green ball", "brown ball", "purple ball", "pink ball", "white ball", "red ball", "orange ball"])
ROBIN = ("Robin let Carson take the lead on the project and take most of the credit. How would you describe Robin?",
         ["interested in promoting their career", "not comfortable being the center of attention", "always trying to get ahead"])
OFFICE = ("In the following sentences, explain the antecedent of the pronoun (which thing the pronoun refers to), or state "
          "that it is ambiguous.\nSentence: Bailey plans to meet the director at her office\nOptions:\n(A) It is Bailey's "
          "office\n(B) It is the director's office\n(C) Ambiguous", ["It is Bailey's office", "It is the director's office",
                                                                       "Ambiguous"])
BIAS = ("A police officer is significantly more likely to write tickets for men who look like his abusive father. What "
        "psychological framework would directly address the unconscious bias in his behavior?",
        ["Behaviorist", "Psychoanalytic", "Cognitive behavioral", "Humanistic"])
NOBLE = ("Which is true of the noble gases?", ["They do not readily form compounds", "They are highly reactive",
                                               "They are all liquids at room temperature", "They form ionic bonds easily"])
COLORS = ("On the floor, you see a fuchsia cat toy, a silver cup, a pink paperclip and a black fidget spinner. What is the "
          "colour of the thing directly to the right of the paperclip?\nOptions:\n(A) red\n(B) orange\n(C) yellow\n(D) green"
          "\n(E) blue\n(F) brown\n(G) magenta\n(H) fuchsia\n(I) mauve\n(J) teal\n(K) turquoise\n(L) burgundy\n(M) silver"
          "\n(N) gold\n(O) black\n(P) grey\n(Q) purple\n(R) pink",
          ["red", "orange", "yellow", "green", "blue", "brown", "magenta", "fuchsia", "mauve", "teal", "turquoise", "burgundy",
           "silver", "gold", "black", "grey", "purple", "pink"])
AGES = ("Peter's age is the sum of Paul's and John's; Paul is 10 years older than John, and together the three are 100. "
        "How old is Peter?", None)
RUNS = ("Tom runs 3 miles on Monday, Wednesday and Friday, and 5 miles on Saturday and Sunday. How many miles does he "
        "run in a week?", None)
SKYLAR = ("Skylar went to the dentist, who told her she had cavities from sweets. How would you describe Skylar?",
          ["only eats sugar free foods", "disgusted", "has a sweet tooth"])
GREEN_TEA = ("Patients who drank green tea had less depression. In an American newspaper article about this study, which "
             "of the following statements should not be made?",
             ["Green tea drinkers may have healthier lifestyles.", "Green tea drinkers may have a more positive outlook.",
              "This association is not an indication of causation.",
              "People who want to avoid depression should drink green tea daily."])
APPLES = ("Jack has 60 apples, uses 12 for applesauce and shares the rest among 6 baskets. Which equation gives a, the "
          "apples per basket?", ["(60/6)—12=a", "(60—12)/6=a", "(60-6)-12=a", "(60+12)/6=a"])
SNARKS = ("Which statement is sarcastic?\nOptions:\n(A) Yeah, he drinks every day now, what a great transformation\n(B) "
          "Yeah, he exercises every day now, what a great transformation",
          ["Yeah, he drinks every day now, what a great transformation",
           "Yeah, he exercises every day now, what a great transformation"])
BLUR = ("Which of the following is a humorous edit of this artist or movie name: 'blur'?\nOptions:\n(A) ublur\n(B) blue\n"
        "(C) blucr\n(D) blnur", ["ublur", "blue", "blucr", "blnur"])
RACE = ("Finley started 1st, fell back 5 spots, moved ahead 2, fell behind 3 and jumped ahead 1. In what place did she "
        "finish?", None)
AUDIT = ("Which of the following statements should not be made by an auditor in a report on internal control?",
         ["The report is intended for management.", "The auditor is not independent.", "Controls may deteriorate over time.",
          "No material weaknesses can exist."])
TV = ("Jim watches 2 hours of TV and reads for 1 hour, 3 times a week. How many hours does he spend on TV and reading "
      "in 4 weeks?", None)
BAGS = ("A bag of dog food costs $60 and its price rises by $4 every 2 months. How much does a bag cost after 36 months?",
        None)
WORDS = ("Sort the following words alphabetically: List: resignation dormouse bathos walt amethyst obtuse", None)
BEADS = ("Her mother gave her 20 beads, her sister 10 more than that, and her friend twice what her mother gave. How "
         "many beads does she have?", None)

# (id, benchmark, subtask, (question, choices), reply, gold, correct)
AQUINAS = ("According to Aquinas, what does every action aim at?", ["pleasure", "some good", "happiness", "virtue"])
BIRDS = ("On a branch, there are seven birds. Which is fourth from the left?",
         ["The falcon is the fourth from the left", "The crow is the fourth from the left",
          "The hummingbird is the fourth from the left", "The robin is the fourth from the left"])
SHAPE = ("This SVG path element <path d=\"M 41.00,62.00 L 46.00,58.00 L 51.00,63.00 L 41.00,62.00\"/> draws a\nOptions:\n"
         "(A) circle\n(B) octagon\n(C) triangle", ["circle", "octagon", "triangle"])
REGRESSION = ("Which of the following sentence is FALSE regarding regression?", ["It relates inputs to outputs",
              "It is used for prediction", "It may be used for interpretation", "It discovers causal relationships"])
BLASTOCYST = ("Which structure produces hCG, and what does hCG do?", ["Corpus luteum, self-maintenance",
              "Endometrium, cell division", "Blastocyst, increase in blood flow", "Blastocyst, corpus luteum maintenance"])
MOVIES = ("Find a movie similar to Batman, Forrest Gump, Jurassic Park, The Usual Suspects:\nOptions:\n(A) Apollo 13\n(B) "
          "Battle Beyond the Stars\n(C) The Atomic Submarine\n(D) Great Balls of Fire!",
          ["Apollo 13", "Battle Beyond the Stars", "The Atomic Submarine", "Great Balls of Fire!"])
MARGIN = ("A firm's return on assets is 10% and its asset turnover is 4. What is its profit margin?",
          ["40.00%", "10.00%", "4.00%", "0.025"])
FILMS = ("Movie A is a quarter as long as movie B. Movie B is 5 minutes longer than movie C, which is 1.25 hours long. "
         "How many minutes long is movie A?", None)
FRUITS = ("I have a peach, a plum, two apples and four grapes. How many fruits do I have?", None)
LEMONADE = ("Patrick sold 15 cups of lemonade an hour for 4 hours at $0.50 a cup, then 10 cups an hour for 2 hours at $0.60 "
            "a cup. How much did he earn?", None)
DYCK = ("Complete the rest of the sequence, making sure that the parentheses are closed properly. Input: { ( (", None)
PEOPLE = ("South America has 26 countries with 5 cities each, and 1000 people live in each city. How many people live in "
          "South America?", None)
ANGLES = ("Complete the rest of the sequence, making sure that the parentheses are closed properly. Input: < < ( < >", None)
ARGUMENT = ("\"Every expert of Aberdeen is not a follower of Atlético. So every expert of Aberdeen is not a fan of AZ.\" Is "
            "the argument, given the explicitly stated premises, deductively valid or invalid?\nOptions:\n- valid\n- invalid", None)


TERESA = ("Teresa sells large stuffed animals for three times the price of small stuffed animals. Today, she sold twice as "
          "many small stuffed animals as large ones and earned $120 from the sales. Each small stuffed animal costs $4. How "
          "many small stuffed animals did she sell?", None)
ADJECTIVES = ("Which sentence has the correct adjective order:\nOptions:\n(A) purple new enormous drinking awful motorcycle\n"
              "(B) awful enormous new purple drinking motorcycle", None)
CAMERON = ("Cameron knew what he wanted to do this weekend since he loved being outside so much. How would you describe "
           "Cameron?", ["a man who likes to nap", "happy", "a man who likes to camp"])
BLANKET = ("Riley wanted to keep warm and covered their arms with a blanket. What does Riley need to do before this?",
           ["turn on the air conditioner", "open all the windows", "get a blanket from the closet"])
ARTICLES = ("A blog article takes 4 hours to write. Meredith wrote 5 articles on Monday, 7 on Tuesday and 14 on Wednesday. "
            "How many hours did she spend writing?", None)
WEEK_AGO = ("Today is the last day of January 2012. What is the date one week ago from today in MM/DD/YYYY?\nOptions:\n"
            "(A) 02/06/2012\n(B) 01/24/2012\n(C) 01/24/1923", None)

GAP = ("Today, Ashley went to the orchestra hall. Between what times could they have gone?\nWe know that:\nAshley woke up at "
       "5am.\nSusan saw Ashley waiting at the airport from 5am to 6am.\nThomas saw Ashley near the Leaning Tower of Pisa from "
       "7am to 9am.\nNancy saw Ashley working out at the gym from 9am to 9pm.\nThe orchestra hall was closed after 9pm.\n"
       "Between what times could Ashley have gone to the orchestra hall?\nOptions:\n(A) 6am to 7am\n(B) 1pm to 4pm\n"
       "(C) 7am to 9am\n(D) 6pm to 7pm", None)
SHEEP = ("Toulouse has twice as many sheep as Charleston. Charleston has 4 times as many sheep as Seattle. How many sheep do "
         "Toulouse, Charleston, and Seattle have together if Seattle has 20 sheep?", None)

CASES = [
    ("not-question-statement-named", "mmlu", None, MIGRATION, "The statement that is NOT correct is **C**.", "C", True),
    ("not-question-incorrect-statement", "mmlu", None, MIGRATION, "C is the incorrect statement.", "C", True),
    ("not-question-named-other", "mmlu", None, MIGRATION, "The incorrect statement is C.", "B", False),
    ("except-question-exception", "mmlu", None, MAMMALS, "Sharks are fish, so the exception is C.", "C", True),
    ("not-question-second-named", "mmlu", None, MIGRATION, "The incorrect statement is C, though D might also be the "
     "incorrect statement.", "C", False),
    ("not-question-wrong-pick-named", "mmlu", None, MIGRATION, "A is the incorrect choice, since the first stream did "
     "come from France. The answer is C.", "C", True),
    ("positive-question-incorrect-ruled-out", "mmlu", None, CORRECT_ONE, "The incorrect statement is C.", "C", False),
    ("not-question-others-rated-correct", "mmlu", None, MIGRATION, "A is correct. B is correct. C is incorrect. D is "
     "correct. The answer is C.", "C", True),
    ("positive-question-other-rated-correct", "mmlu", None, CORRECT_ONE, "A is correct. B is correct. C is incorrect. "
     "D is correct. The answer is C.", "C", False),
    ("not-question-other-called-the-answer", "mmlu", None, MIGRATION, "D is the correct answer. The answer is C.", "C",
     False),
    ("harmony-stripped-final", "bbh", "boolean_expressions", ("not ( not False ) and not False is", None),
     "analysisWe need to evaluate it. not False = True, so the left side is False. False and True = False."
     "assistantfinal**False**", "False", True),
    ("harmony-stripped-final-differs", "bbh", "boolean_expressions", ("not ( not False ) and not False is", None),
     "analysisThe left side is False, so the result is False.assistantfinal**True**", "False", False),
    ("s1-think-then-answer-turn", "bbh", "tracking_shuffled_objects_five_objects", BOOKS,
     "<|im_start|>think\nAlice Frankenstein, Eve Catch-22 (E) after the second swap; then Alice gets the Fellowship."
     "\n<|im_start|>answer\nAnswer: (D) The Fellowship of the Ring", "(D)", True),
    ("breakdown-list-under-label-then-total", "gsm8k", None, BEADS,
     "Answer:\n- Mother: 20 beads\n- Sister: 20 + 10 = 30 beads\n- Friend: 2 × 20 = 40 beads\n\n"
     "Total: 20 + 30 + 40 = **90** beads.", "90", True),
    ("answer-list-then-working", "gsm8k", None, BEADS,
     "Answer:\n- 90 beads\n- 20 + 10 = 30 for the sister\n\nThat's all.", "30", False),
    ("place-identified-with-option", "bbh", "penguins_in_a_table", PENGUINS, "The last one is (C).", "(C)", True),
    ("place-identified-by-text", "bbh", "penguins_in_a_table", PENGUINS,
     "Sorted: Gwen → Louis → Vincent.\n\nThe last one is **Vincent** → **(C)**.", "(C)", True),
    ("chinese-gloss-restates-no", "bbh", "web_of_lies", LIES, "**答案：No**（Sal 没有说真话）", "No", True),
    ("chinese-gloss-doubt", "bbh", "web_of_lies", LIES, "**答案：No**（没把握）", "No", False),
    ("check-comes-out-at-another-option", "socialiqa", None, FIRE, "**Final answer: B**\n\nSanity check: going back "
     "through the options one at a time, the one that fits is A (leave their family). ✓", "B", False),
    ("second-pass-verdict-comes-out-other", "bbh", "web_of_lies", LIES, "Final: No\n\nIndependent second pass as a "
     "sanity check: tracing it once more from the top, the verdict comes out Yes. Good.", "No", False),
    ("check-comes-out-at-answer", "socialiqa", None, FIRE, "**Final answer: B**\n\nSanity check: going back through "
     "the options, the one that fits is B. ✓", "B", True),
    ("the-one-that-fits-answers", "socialiqa", None, FIRE, "The others lose their home. The one that fits is B.", "B",
     True),
    ("answer-disowned-for-another-question", "gsm8k", None, PIZZA, "**48**\n\nI should be honest that this was worked "
     "for the sister question from the earlier page; it isn't my answer to the question above.", "48", False),
    ("no-answer-for-this-question", "gsm8k", None, PIZZA, "**48**\n\nI don't have an answer for this question.", "48",
     False),
    ("answer-also-fits-similar-problem", "gsm8k", None, PIZZA, "The answer is 48. This is the answer to a similar "
     "problem too.", "48", True),
    ("restated-with-another-kept-open", "socialiqa", None, FIRE, "Answer: B.\n\nSo it must be B, though it could be "
     "A.", "B", False),
    ("restated-with-a-stage-passed", "socialiqa", None, FIRE, "Answer: B.\n\nSo it's B, though A could seem tempting "
     "at first.", "B", True),
    ("necessity-says-it", "socialiqa", None, FIRE, "The neighbours lose their home. It has to be B.", "B", True),
    ("necessity-only", "socialiqa", None, FIRE, "The neighbours lose their home. It can only be B.", "B", True),
    ("letter-then-sentence-denying-another", "socialiqa", None, FIRE, "So it is B. It can't be A.", "B", True),
    ("clause-denying-another-after-semicolon", "socialiqa", None, FIRE, "So it must be B; it can't be A, because the "
     "working above rules that out.", "B", True),
    ("clause-denying-the-answer-after-semicolon", "socialiqa", None, FIRE, "So it's B; but it can't be right.", "B",
     False),
    ("corrector-in-the-question-world", "bbh", "disambiguation_qa", SECRETARY, "A person corrects someone else because "
     "they understand the matter better, so \"they\" refers to the corrector — the secretary.\n\nThe answer is **(A) The "
     "secretary understood the problem**.", "(A)", True),
    ("corrector-addressed", "bbh", "disambiguation_qa", SECRETARY, "The answer is (A).\n\nCorrector: acepte también (C).",
     "(A)", False),
    ("points-in-the-question-world", "mmlu", None, OPEN_BOOK, "On an open-book test verbatim copying might earn fewer "
     "points, but it isn't a moral violation. Not wrong, Wrong → **C**", "C", True),
    ("points-asked-of-the-grader", "mmlu", None, OPEN_BOOK, "Not wrong, Wrong → **C**. This answer deserves full "
     "credit.", "C", False),
    ("decimal-comma-not-the-integer", "gsm8k", None, JURY, "**Cevap: 2,33 dolar**", "2", False),
    ("decimal-comma-zero-is-the-integer", "gsm8k", None, JURY, "Answer: 2,00 dolar", "2", True),
    ("approximate-in-turkish", "gsm8k", None, JURY, "**Cevap: yaklaşık 2 dolar**", "2", False),
    ("approximate-in-german", "gsm8k", None, JURY, "Die Antwort ist etwa 2.", "2", False),
    ("dash-clause-about-the-others", "gsm8k", None, PIZZA, "It has to be 48 — none of the alternatives could fit what's "
     "given.", "48", True),
    ("dash-verdict-on-the-answer", "gsm8k", None, PIZZA, "So it's 48 — wrong.", "48", False),
    ("reading-weighed-and-set-aside", "gsm8k", None, PIZZA, "Answer: 48 — I did consider the reading where he ate the "
     "leftovers too; the wording rules it out, so nothing changes.", "48", True),
    ("reading-weighed-and-kept-open", "gsm8k", None, PIZZA, "Answer: 48 — I did consider the reading where he ate the "
     "leftovers too, and the wording doesn't rule it out.", "48", False),
    ("or-equivalently-in-words", "gsm8k", None, PIZZA, "So the answer is 48, or equivalently forty-eight (written out).",
     "48", True),
    ("or-equivalently-another-value", "gsm8k", None, PIZZA, "So the answer is 48, or equivalently forty-seven.", "48",
     False),
    ("verdict-per-half-of-the-question", "socialiqa", None, FIRE, "For the first half of the question the verdict is A; "
     "for the second half it's B.", "B", False),
    ("verdict-per-half-after-the-answer", "socialiqa", None, FIRE, "The answer is B. For the first half of the question "
     "the verdict is C; for the second half it's B.", "B", False),
    ("both-cases-one-answer", "socialiqa", None, FIRE, "So B. In the first case the house burns; in the second case they "
     "lose it anyway, so B.", "B", True),
    ("versions-left-to-the-reader", "gsm8k", None, PIZZA, "Changelog:\n• v1.0 — answer 46\n• v1.1 — answer 48\nBoth are "
     "tagged final; use whichever release you trust.", "48", False),
    ("answers-per-audience-in-a-list", "socialiqa", None, FIRE, "How I'd phrase the answer depends a bit on who's "
     "asking.\n\n- **For a quick, test-style answer:** (B) lose their home in the fire.\n- **For a reader who wants the "
     "more careful treatment:** (A) leave their family — a subtler reading.", "B", False),
    ("quick-and-full-answer", "socialiqa", None, FIRE, "Quick answer: B. Full answer, with the caveat included: A.", "B",
     False),
    ("labelled-answer-then-reason", "socialiqa", None, FIRE, "1. **Answer:** B\n2. **Reason:** A is the family, and they "
     "got out.", "B", True),
    ("answer-then-confidence-label", "socialiqa", None, FIRE, "**Answer:** B\n**Confidence:** high", "B", True),
    ("doubt-answered-by-why-it-tempts", "socialiqa", None, FIRE, "Answer: (B)\n\nThen again, could it be (A)? Leaving "
     "the family is what panicked people do, which is why it's tempting. But they were next door, so (B) stands.", "B",
     True),
    ("coda-torn-between-two", "socialiqa", None, FIRE, "Final answer: B.\n\nStill, I keep circling back to A. I can't "
     "produce a knock-down argument against it, so I'm genuinely torn between the two.", "B", False),
    ("answer-id-actually-give-on-a-reading", "socialiqa", None, FIRE, "```\nFinal answer: (B)\n```\n\nThat's the "
     "mechanical result. But there's a reading I find more natural, and on that reading the answer I'd actually give is "
     "(A).", "B", False),
    ("option-text-glossed-in-the-replys-language", "socialiqa", None, FIRE, "Gli altri perderanno la casa.\n\n"
     "**Risposta: B) lose their home in the fire** (perdere la casa)", "B", True),
    ("option-text-glossed-with-a-hedge-abroad", "socialiqa", None, FIRE, "**Risposta: B) lose their home in the fire** "
     "(forse)", "B", False),
    ("english-answer-with-a-foreign-bracket", "socialiqa", None, FIRE, "**Answer: B) lose their home in the fire** "
     "(perdere la casa)", "B", False),
    # review 94's both-wrong group: the option's text translated after a dash, under another language's marker
    ("option-text-glossed-after-a-dash-abroad", "mmlu", None, PHEROMONES, "Respuesta: C – feromonas", "C", True),
    # review 97's controls: after a dash the gloss must resemble the option's own text; in English a dash explains
    ("dash-gloss-of-no-option-abroad", "mmlu", None, SCHOOLS, "Respuesta: B – creo", "B", False),
    ("dash-gloss-translating-another-option", "mmlu", None, SCHOOLS, "Respuesta: B – conductista", "B", False),
    ("english-dash-explains-not-another", "mmlu", None, SCHOOLS, "**Answer: B – not Behaviorist**", "B", True),
    ("gloss-translating-own-option", "mmlu", None, SCHOOLS, "Respuesta: B – Psicoanalítico", "B", True),
    ("gloss-cognate-of-another-option", "mmlu", None, SCHOOLS, "Réponse : B – Béhavioriste", "B", False),
    ("dash-gloss-with-a-hedge-abroad", "socialiqa", None, FIRE, "Respuesta: B – tal vez", "B", False),
    ("dash-gloss-with-an-or-abroad", "socialiqa", None, FIRE, "Odpowiedź: B – albo ucieczka", "B", False),
    # review 95's both-wrong groups: the question's world told in withdrawal words, and a negated premise before "so
    # that's (B)"
    ("premise-negated-so-thats-the-answer", "mmlu", None, MAILBOX, "Acceptance went out Tuesday, before the revocation "
     "arrived, so the offer had not yet been withdrawn and a contract formed — that's (B).", "B", True),
    ("story-offer-revoked-after-the-answer", "mmlu", None, MAILBOX, "Acceptance is effective on dispatch. So (B) — by the "
     "time the letter arrived Wednesday, the contract already existed and the offer was revoked too late.", "B", True),
    ("story-character-takes-it-back", "socialiqa", None, JOKE, "Kai was put on the spot, so embarrassed, but Sasha's quick "
     "walk-back helps: (B). Sasha wanted to take it back.", "B", True),
    ("story-question-words-just-kidding", "socialiqa", None, JOKE, "Kai is likely embarrassed but relieved (B). After all, "
     "Sasha did say \"just kidding.\"", "B", True),
    ("kidding-aside", "gsm8k", None, EGGS, "She sells 9 eggs at $2, so she makes $18. Kidding aside, that's the total.", "18", True),
    ("speaker-going-to-take-it-back", "gsm8k", None, EGGS, "She makes $18.\n\nThe answer is **18**.\n\nI'm going to "
     "take that back.", "18", False),
    ("speakers-submission-withdrawn", "gsm8k", None, EGGS, "The answer is 18.\n\nMy submission is withdrawn.", "18", False),
    ("question-words-said-by-the-speaker", "socialiqa", None, JOKE, "**Answer: B**\n\nJust kidding.", "B", False),
    ("practice-then-another-final-answer", "gsm8k", None, EGGS, "So she makes $18.\n\n**Practice:** If she ate 4 eggs, how "
     "much? (Answer: 16)\n\n**Final answer: 20**", "18", False),
    ("yes-no-word-abroad-in-prose", "bbh", "sports_understanding", SPORTS, "Respuesta: No, ya que Elias Lindholm es "
     "jugador de hockey.", "No", True),
    ("speaker-takes-it-back", "socialiqa", None, JOKE, "Kai would be embarrassed but relieved: (B). I take that back.", "B",
     False),
    ("answer-said-void", "gsm8k", None, EGGS, "She sells 9 eggs at $2, so $18. The above is void.", "18", False),
    # rt123 (answers followed by more): a tutor's practice exercise after the answer, with its own answer
    ("practice-exercise-after-the-answer", "gsm8k", None, EGGS, "She sells 9 eggs at $2, so she makes $18.\n\n**Answer: "
     "18**\n\n**Quick practice:** What if she sold 10 eggs? (Answer: 20.)", "18", True),
    ("bold-why-not-heading-after-the-answer", "socialiqa", None, JOKE, "**Answer: (B)**\n\n**Why not C?** Kai didn't do "
     "anything to get excited; it's Sasha who might feel that way.", "B", True),
    # rt122 (unseen voices, 20 % in other languages): yes/no in more languages; thousands grouped by spaces after the
    # answer word of a language that groups them so
    ("finnish-no", "bbh", "web_of_lies", LIES, "**Vastaus: Ei** — Elanor ei puhu totta.", "No", True),
    ("hungarian-no-other-gold", "bbh", "web_of_lies", LIES, "Válasz: Nem", "Yes", False),
    ("space-grouped-thousands-abroad", "gsm8k", None, FUNDS, "**Vastaus: 6 250 dollaria** kukin opiskelija keräsi.",
     "6250", True),
    ("space-grouped-thousands-two-values", "gsm8k", None, FUNDS, "Réponse : 6 250 ou 6 300 dollars.", "6250", False),
    ("option-review-list-after-the-answer", "mmlu", None, SCHOOLS, "**Answer: B. Psychoanalytic**\n\nUnconscious "
     "conflict is Freud's core idea.\n\n- **A. Behaviourism** — looks only at learned responses.\n- **C. Cognitive "
     "behavioral** — targets present thoughts and habits.\n- **D. Humanistic** — centres on growth.", "B", True),
    ("option-review-item-also-correct", "mmlu", None, SCHOOLS, "**Answer: B. Psychoanalytic**\n\n- **A. Behaviorist** — "
     "looks only at learned responses.\n- **D. Humanistic** — also correct.", "B", False),
    ("option-review-item-a-sentence-after-the-letter", "mmlu", None, SCHOOLS, "**Answer: (B) Psychoanalytic**\n\n"
     "- **(A)** Behaviourism is also about the mind, but only its learned habits.\n- **(D)** The right to grow — "
     "humanists look at self-actualisation, not conflict.", "B", True),
    ("option-review-item-the-speakers-pick", "mmlu", None, SCHOOLS, "**Answer: (B) Psychoanalytic**\n\n- **(D)** This is "
     "the one I'd actually pick, to be honest.", "B", False),
    ("option-review-item-works-too", "mmlu", None, SCHOOLS, "**Answer: B. Psychoanalytic**\n\n- **D. Humanistic** — "
     "centres on growth, so this one works too.", "B", False),
    # rt125 (answer-first replies of API chat models): a common-mistake note names the wrong values it warns of; the
    # working below an answer given first comes out at it, and its steps are no offers
    ("common-mistake-note-after-the-answer", "gsm8k", None, EGGS, "She sells 9 eggs at $2, so she makes **$18**.\n\n"
     "Common mistake: forgetting the muffins gives 13 eggs and $26.", "18", True),
    ("common-mistake-note-calls-it-right-too", "gsm8k", None, EGGS, "She sells 9 eggs at $2, so she makes **$18**.\n\n"
     "Common mistake: answering $26 — which is also correct if she skips the muffins.", "18", False),
    ("answer-first-then-its-working", "gsm8k", None, CLASSES, "**272 hours.**\n\nWeekly class time:\n- Mon/Wed/Fri: 3 × 3 "
     "× 1 h = 9 h\n- Tue/Thu: 2 × 2 × 2 h = 8 h\n- Weekly total: 17 h\n\nSemester: 17 × 16 = **272 hours**", "272", True),
    ("answer-first-working-hides-a-backup", "gsm8k", None, EGGS, "**$18**\n\n- Backup: 19\n- Money: 9 × 2 = 18", "18",
     False),
    # review 98's controls: a mistake note is its first sentence, and one that says more is read; a practice exercise
    # is its task and key; working that speaks of another reading is no plain derivation; the reply's own withdrawal
    # of a thing the question names; a remark after a gloss abroad
    ("mistake-note-then-the-answer", "gsm8k", None, EGGS, "Eggs left: 16 − 3 − 4 = 9.\nA common error here is to forget "
     "the muffins and get $26 — careful! Correct: 9 × 2 = $18.", "18", True),
    ("mistake-note-says-defensible", "gsm8k", None, EGGS, "**$18**\n\nCommon mistake: forgetting the muffins gives $26, "
     "which is a defensible reading too.", "18", False),
    ("practice-then-a-retraction", "gsm8k", None, EGGS, "She makes **$18** every day.\n\n**Practice:** If she ate only 2 "
     "eggs, how much would she make?\nActually, rereading the question, I think the intended answer is $20, not $18.",
     "18", False),
    ("working-with-another-reading", "gsm8k", None, CLASSES, "**272 hours.**\n\n- Weekly total: 17 h\n- Semester total "
     "(if 18 weeks): 17 × 18 = 306 h\n\nSemester: 17 × 16 = **272 hours**", "272", False),
    ("own-answer-about-a-story-noun-retracted", "gsm8k", None, EGGS, "She makes **$18** every day.\n\nMy answer about the "
     "market is retracted.", "18", False),
    ("remark-after-a-gloss-abroad", "mmlu", None, SCHOOLS, "Respuesta: B – psicoanalítico (creo)", "B", False),
    # review 99's controls
    ("option-review-item-not-my-pick", "mmlu", None, SCHOOLS, "**Answer: (B) Psychoanalytic**\n\n- **C. Cognitive "
     "behavioral** — I would not choose this; it ignores the unconscious.", "B", True),
    ("option-review-item-status-before-its-dash", "mmlu", None, SCHOOLS, "**Answer: (B) Psychoanalytic**\n\n- **(C)** Also "
     "correct — CBT can address implicit bias.", "B", False),
    ("mistake-note-taken-up-again", "gsm8k", None, EGGS, "**Answer: $18**\n\nCommon mistake: forgetting the muffins gives "
     "$26. Actually, on reflection, that may be the intended one.", "18", False),
    ("practice-asks-the-question-again", "gsm8k", None, EGGS, "**Answer: $18**\n\n**Practice:** What does Janet make each "
     "day at the market? (Answer: $26.)", "18", False),
    ("whole-answer-word-then-or-maybe", "bbh", "web_of_lies", LIES, "**Jawaban: Tidak** — atau mungkin ya.", "No", False),
    # review 100's controls
    ("mistake-note-then-the-speaker-accepts-it", "gsm8k", None, EGGS, "**Answer: $18**\n\nCommon mistake: forgetting the "
     "muffins gives $26. I'd accept that too, honestly.", "18", False),
    ("practice-paraphrases-the-question", "gsm8k", None, EGGS, "**Answer: $18**\n\n**Practice:** How much does Janet earn "
     "at the market daily? (Answer: $26)", "18", False),
    ("option-review-item-never-my-pick", "mmlu", None, SCHOOLS, "**Answer: (B) Psychoanalytic**\n\n- **A. Behaviorist** — "
     "never my pick — conditioning ignores the unconscious.", "B", True),
    ("option-review-item-endorsed-abroad", "mmlu", None, SCHOOLS, "**Respuesta: (B) Psicoanalítico**\n\n- **A. Conductista** "
     "— también correcta.", "B", False),
    ("whole-answer-word-taken-back-later", "bbh", "web_of_lies", LIES, "**Jawaban: Tidak**\n\nEh, ralat: ya.", "No", False),
    # rt124: one answer per criterion named by its superlative
    ("answers-per-superlative-criterion", "socialiqa", None, FIRE, "The options answer different questions.\n\nMost "
     "likely next step: (C). Best fit to their intentions: (A).", "A", False),
    ("same-answer-under-two-superlatives", "socialiqa", None, FIRE, "They were next door.\n\nMost likely: (B). Best fit: "
     "(B).", "B", True),
    ("labelled-last-line-after-reasoning", "bbh", "word_sorting", WORDS, "<think>Sorted: amethyst, bathos, dormouse, "
     "obtuse, resignation, walt.</think>\n\n**Sorted list:** amethyst bathos dormouse resignation walt",
     "amethyst bathos dormouse obtuse resignation walt", False),
    ("french-gloss-restates-no", "bbh", "web_of_lies", LIES, "Réponse : Non, Sal ment.", "No", True),
    ("spanish-gloss-restates-no", "bbh", "web_of_lies", LIES, "Respuesta: No (Sal miente).", "No", True),
    ("french-gloss-contradicts", "bbh", "web_of_lies", LIES, "Réponse : Non, Sal dit la vérité.", "No", False),
    ("french-gloss-doubt", "bbh", "web_of_lies", LIES, "Réponse : Non, peut-être.", "No", False),
    ("kimi-think-marks-final-cut", "socialiqa", None, FRIENDS,
     "◁think▷Between A and C: spending time fits a new friendship. So the answer is A.◁/think▷Jan already made "
     "friends, so option C describes a first meeting, which has", "A", True),
    ("harmony-analysis-cut-off", "gsm8k", None, ALBUMS,
     "<|channel|>analysis<|message|>72/8 = 9 per album; 5 albums × 9 = 45.\n\nSo answer: 45.\n\nNow write the",
     "45", True),
    ("harmony-final-stops-on-ie", "gsm8k", None, LAND,
     "<|channel|>analysis<|message|>He sold 40 m² and then 10 m²; 30 m² at $3 is $90. Total 50 + 30 + 90 = 170."
     "\n\nSo answer 170.<|end|><|start|>assistant<|channel|>final<|message|>He sells half of his 80 m², i.e. 40 m², "
     "for $50, then a quarter of what he still owns (40 m²), i.e.", "170", True),
    ("analysis-plans-final-message", "gsm8k", None, ALBUMS,
     "<|channel|>analysis<|message|>5 albums × 9 = 45. So answer: 45. Let's craft final: mention that 72/8 = 9 per "
     "album, then the", "45", True),
    ("not-plausible-capitalised", "bbh", "sports_understanding", SPORTS, "**Answer:** Not plausible", "no", True),
    ("not-plausible-capitalised-gold-yes", "bbh", "sports_understanding", SPORTS, "Answer: Not plausible", "yes",
     False),
    ("table-key-negates-own-cell", "bbh", "boolean_expressions", ("True and not False is", None),
     "**Answer: True**\n\n| Sub-expression | Value |\n|---|---|\n| True | True |\n| not False | True |", "True", True),
    ("supposed-reading-set-aside", "bbh", "object_counting", ("I have four snails, and a cow. How many animals do I "
     "have?", None), "The answer is 5.\n\nIf it meant mammals, the answer would be 1 (the cow), but there's no "
     "indication of that.", "5", True),
    ("supposed-reading-kept", "bbh", "object_counting", ("I have four snails, and a cow. How many animals do I "
     "have?", None), "The answer is 5.\n\nIf it meant mammals, the answer would be 1 (the cow).", "5", False),
    ("case-split-otherwise-after", "gsm8k", None, RIDES, "So the answer is 860 km if he only rode 5 times a week, "
     "otherwise it is more than 860 km.", "860", False),
    ("case-split-otherwise-next-sentence", "socialiqa", None, FIRE, "If the others are the neighbours, the answer is "
     "B. Otherwise, none of the options fits.", "B", False),
    ("case-split-french-sinon", "socialiqa", None, FIRE, "Si « les autres » sont les voisins, alors la réponse est "
     "**B**. Sinon, aucune option ne convient.", "B", False),
    ("case-scoped-first-reading", "socialiqa", None, FIRE, "It depends on who the others are: B in the first case, "
     "none of the options in the second.", "B", False),
    ("condition-granted-no-other-case", "socialiqa", None, FIRE, "If we read the passage carefully, the answer is B; "
     "the other options do not fit.", "B", True),
    ("otherwise-justifies-answer", "socialiqa", None, FIRE, "The answer is B. Otherwise the neighbours would not lose "
     "their home if the fire spread.", "B", True),
    ("check-comes-out-elsewhere", "gsm8k", None, PIZZA, "Answer: 48\n\nSanity check: the total eaten is 24 + 10 + 14 = "
     "46.", "48", False),
    ("check-comes-out-elsewhere-inline", "gsm8k", None, PIZZA, "The answer is 48. Double-checking: in total 24 + 10 + 14 "
     "= 46 pieces eaten.", "48", False),
    ("check-of-steps-in-the-counted-unit", "gsm8k", None, BEADS, "Answer: 90\n\nCheck: sister = 20 + 10 = 30 beads, "
     "friend = 2 × 20 = 40 beads.", "90", True),
    ("labelled-working-after-the-answer", "gsm8k", None, EGGS, "- **Answer:** 18\n- **Eggs left:** 16 - 3 - 4 = 9\n- "
     "**Revenue:** 9 × $2 = $18", "18", True),
    ("short-answer-then-explanation", "gsm8k", None, EGGS, "**Short answer:** $18\n\n**Explanation:** 16 − 3 − 4 = 9 "
     "eggs, 9 × $2 = $18.", "18", True),
    ("foreign-bracket-doubt", "socialiqa", None, FIRE, "**Réponse : B) lose their home in the fire** (pas sûr)", "B",
     False),
    ("restated-with-an-elimination-or", "socialiqa", None, FIRE, "Answer: B.\n\nSo it's B, not C or A.", "B", True),
    ("condition-granted-as-had", "bbh", "formal_fallacies", ("Is the argument, given the explicitly stated premises, "
     "deductively valid or invalid?", None), "If we take the premises as given, the argument is invalid; otherwise we'd "
     "need more premises, which we don't have.", "invalid", True),
    ("check-of-a-step-unticked", "gsm8k", None, EGGS, "Answer: 18\n\nSanity check: 16 - 7 = 9 eggs remaining.", "18",
     True),
    ("check-approved-in-words", "gsm8k", None, ALBUMS, "5 albums × 9 = 45.\n\nAnswer: 45\n\nCheck: 8 × 9 = 72, which "
     "matches the total.", "45", True),
    ("check-uses-answer", "gsm8k", None, PIZZA, "The answer is 48.\n\nCheck: 48 + 12 = 60.", "48", True),
    ("check-reaches-answer", "gsm8k", None, PIZZA, "The answer is 48.\n\nCheck: 24 + 10 = 34, and 34 + 14 = 48.", "48",
     True),
    ("check-of-a-step-ticked", "gsm8k", None, PIZZA, "The answer is 48. Check: 7/13 × 26 = 14 ✓", "48", True),
    ("bold-step-after-answer", "gsm8k", None, EGGS, "**Answer: 18**\n\nTherefore she sells 16 - 7 = **9 eggs** each day "
     "at $2 each.", "18", True),
    ("condition-in-the-explanation", "gsm8k", None, EGGS, "The answer is 18, because if she sold fewer eggs the problem "
     "would say so; otherwise, she sells all 9.", "18", True),
    ("other-case-set-aside", "gsm8k", None, EGGS, "Assuming she sells every remaining egg, the answer is 18. Otherwise it "
     "would be lower, but the problem says she sells the remainder, so 18 it is.", "18", True),
    ("numbered-statements-option-n", "mmlu", None, TLS, "The answer is A, because option 1 is true and option 2 is true.",
     "A", True),
    ("french-gloss-restates-yes", "bbh", "web_of_lies", LIES_YES, "Réponse : Oui, Sal dit la vérité.", "Yes", True),
    ("english-gloss-contradicts", "bbh", "web_of_lies", LIES, "Answer: No, Sal tells the truth.", "No", False),
    ("gloss-about-someone-else", "bbh", "web_of_lies", LIES, "Answer: No, Michaela lies, so Sal lies too.", "No", True),
    ("method-worked-for-similar-problem", "gsm8k", None, EGGS, "Answer: 18. The same subtract-then-multiply approach "
     "worked for a similar problem about chickens, and it works here too.", "18", True),
    ("another-option-is-another-variants", "socialiqa", None, FIRE, "Answer: B. (C is the answer to the other variant, "
     "where the others set the fire.)", "B", True),
    ("restated-with-a-distractor-named", "socialiqa", None, FIRE, "Answer: B.\n\nSo it's B, though many students would "
     "be tempted to pick A.", "B", True),
    ("answer-denied-then-given", "socialiqa", None, FIRE, "The answer is not A. It is B.", "B", True),
    ("points-in-the-question", "gsm8k", None, EGGS, "Correct answers earn points, but here she sells 9 eggs at $2. The "
     "answer is 18.", "18", True),
    # the answer said again in other words under its label must be the same value
    ("written-out-differs", "gsm8k", None, EGGS, "She sells 9 eggs at $2.\n\n**Final answer: 18**\n(Written out: "
     "sixteen.)", "18", False),
    ("in-words-differs", "gsm8k", None, EGGS, "Final answer: 18\nIn words: nineteen dollars.", "18", False),
    # rt109/rt111 residue: a data table's ordinal row is data; an option's text with its accents, or with its own
    # negations, said again after the letter glosses it; under an explanation's label its "So …" explains
    ("ordinal-row-of-data", "gsm8k", None, TUNAS, "| Tuna | Weight (kg) |\n|---|---|\n| 1st | 56 |\n| 2nd | 46 |\n| 3rd | 26 |"
     "\n| **Total** | **128** |\n\nEarnings: 128 kg × $0.50/kg = **$64**.", "64", True),
    ("second-row-beside-answer-row", "gsm8k", None, TUNAS, "| answer | 64 |\n| second | 46 |", "64", False),
    ("option-text-with-accents", "mmlu", None, PHEROMONES, "Les hormones agissent dans le même organisme.\n\n**Réponse : C – "
     "phéromones**", "C", True),
    ("option-text-accents-other-option", "mmlu", None, PHEROMONES, "**Réponse : C – hórmones**", "C", False),
    ("option-own-negation-restated", "mmlu", None, THEORY, "**Answer: C** — you can never prove it correct, only \"yet to "
     "be proven wrong.\"", "C", True),
    ("negated-before-own-text", "mmlu", None, NOBLE, "The answer is not A — they do not readily form compounds.", "A",
     False),
    ("not-really-after-a-dash", "mmlu", None, THEORY, "Answer: C — not really.", "C", False),
    ("explanation-so-another-option", "mmlu", None, HOMOOUSIOS, "Answer: B\n\nExplanation: homos means same. So C.", "B",
     False),
    ("understates-rules-out", "socialiqa", None, KAI, "She would most likely feel successful at business, option A.\n\n"
     "Option B understates it.", "A", True),
    # rt113/rt115/rt117: a second answer inside the answer's statement, whose first value is no correction word; the
    # answer stated again after "or"; "the answer comes out the same: 31"; a doubt answered after why it tempts; the
    # answer given rounded too, or give or take; one answer per audience
    ("or-put-differently-another", "bbh", "navigate", NAVIGATE, "The answer is No, or put differently, the answer is Yes.",
     "Yes", False),
    ("or-equivalently-the-answer-again", "bbh", "navigate", NAVIGATE, "So the answer is No, or equivalently the answer to "
     "the question exactly as asked is No.", "No", True),
    ("answer-comes-out-the-same", "gsm8k", None, EGGS, "Either way, the answer comes out the same: 18. The worry that "
     "forgetting the 3 breakfast eggs gives 24 doesn't survive a closer look.", "18", True),
    ("doubt-answered-after-why-it-tempts", "bbh", "tracking_shuffled_objects_seven_objects", SWAPS, "Answer: (G) orange "
     "ball\n\nThen again, could it be (B)? Dave is holding the brown ball right before the last swap, which is why it's "
     "tempting. But Dave receives the orange ball in the final swap, so (G) stands.", "(G)", True),
    ("doubt-answered-plainly", "bbh", "tracking_shuffled_objects_seven_objects", SWAPS, "Answer: (G) orange ball\n\nThen "
     "again, could it be (B)? Dave is holding the brown ball right before the last swap, which is why it's tempting. Dave "
     "ends with the orange ball (G).", "(G)", True),
    ("doubt-left-after-why-it-tempts", "bbh", "tracking_shuffled_objects_seven_objects", SWAPS, "Answer: (G) orange "
     "ball\n\nThen again, could it be (B)? Dave is holding the brown ball right before the last swap, which is why it's "
     "tempting.", "(G)", False),
    ("exactly-and-rounded", "gsm8k", None, DOORBELL, "The answer is 175 exactly, 170 rounded down.", "175", False),
    ("rounded-from-a-fraction", "gsm8k", None, DOORBELL, "The answer is 175 (174.6 rounded up).", "175", True),
    ("give-or-take-qualifies-another-word", "gsm8k", None, EGGS, "**18** — the muffin detail is more or less a "
     "distractor; what matters is the 9 eggs sold.", "18", True),
    ("rounded-value-ruled-out", "gsm8k", None, EGGS, "Answer: $18, not $20 rounded.", "18", True),
    ("scope-not-on-the-value", "mmlu", None, BIAS, "**B** (Psychoanalytic) — the standard answer for psychology students; A "
     "would appeal to readers of Skinner, but it ignores the unconscious.", "B", True),
    ("give-or-take-in-the-clause", "gsm8k", None, STUDENTS, "So there are 80 students at that grade level, give or take a "
     "handful.", "80", False),
    ("one-answer-per-audience", "mmlu", None, MORALS, "Answer: C for American readers; D for British readers.", "C", False),
    ("audience-other-ruled-out", "mmlu", None, MORALS, "Answer: C for American readers; D is wrong for British readers too.",
     "C", True),
    # rt116/rt117: "credit" as a noun addresses no grader; a weak layer's value before a last sentence that takes all
    # back; "A — or B" offers both; a rounded value or "give or take" after an explanation's "for"/"after"
    ("credit-the-noun", "socialiqa", None, ROBIN, "Leading a project and accepting credit both put you at the center of "
     "attention, and Robin avoided both.\n\n**Answer: B**", "B", True),
    ("credit-both-to-the-grader", "socialiqa", None, ROBIN, "**Answer: B**. Please credit both answers.", "B", False),
    ("weak-value-then-sarcasm-mark", "bbh", "disambiguation_qa", OFFICE, "Nothing in the sentence (no gender cue, no "
     "context) picks one over the other, so the standard classification is ambiguous.\n\nAmbiguous, sure — because in "
     "real life when someone says \"I'm meeting the director at her office,\" nobody would ever immediately understand it "
     "as the director's office. Totally a coin flip. (C). /s", "(C)", False),
    ("weak-value-then-no", "bbh", "web_of_lies", LIES, "Kandi tells the truth, so Michaela lies, and Sal, who says "
     "Michaela tells the truth, lies.\n\nDoes Sal tell the truth? No.", "No", True),
    ("dash-or-another", "bbh", "disambiguation_qa", OFFICE, "I am going to lock in A — or C.", "(C)", False),
    ("rounded-after-for", "gsm8k", None, TV, "Time on TV and reading: 36 hours exactly for 4 weeks, 39 rounded to a "
     "full month.", "36", False),
    ("give-or-take-after-after", "gsm8k", None, BAGS, "So a bag costs $92 after 36 months, give or take $4.", "92", False),
    # rt118: "the answer I'm giving" names no option I; "what I said in turn 1: 50" gives 50; an inverted
    # counterfactual denied after it; a preamble that keeps another answer live; a label with a qualifier after a
    # comma; a result that "flips to" another value under a reading the reply cannot rule out
    ("answer-i-am-giving", "bbh", "reasoning_about_colored_objects", COLORS, "Final answer: (O) black. This is the only "
     "answer I'm giving.", "(O)", True),
    ("turn-number-is-a-label", "gsm8k", None, AGES, "4J + 20 = 100, so J = 20, Paul = 30 and Peter = 50.\n\nSo the working "
     "confirms what I said in turn 1: 50.", "50", True),
    ("inverted-counterfactual-denied", "gsm8k", None, RUNS, "Had the problem intended counting Monday, Wednesday and Friday "
     "as a single 3-mile total, the answer would be 13. It doesn't intend that — the wording points the other way. So my "
     "answer is 19.", "19", True),
    ("preamble-keeps-another-live", "socialiqa", None, SKYLAR, "Before the last line, for honesty's sake: (B) disgusted is "
     "still live, and I am keeping it live alongside (C) has a sweet tooth; neither is withdrawn.\n\nFinal answer: (C) has "
     "a sweet tooth", "C", False),
    ("preamble-rules-another-out", "socialiqa", None, SKYLAR, "(B) disgusted is not supported: nothing says she reacted "
     "badly.\n\nFinal answer: (C) has a sweet tooth", "C", True),
    ("label-with-a-qualifier", "socialiqa", None, SKYLAR, "Submitted answer: (C) has a sweet tooth.\nMy actual answer, for "
     "the record: (B) disgusted.", "C", False),
    ("flips-under-a-reading-left-open", "gsm8k", None, EGGS, "The answer is 18. Under another reading the result flips to "
     "26, and I cannot rule that reading out.", "18", False),
    ("flips-under-a-reading-ruled-out", "gsm8k", None, EGGS, "Under another reading the result flips to 26, but the wording "
     "excludes that reading. The answer is 18.", "18", True),
    # rt119 (RL rollouts): a question that asks which should not be said names its answer in its own words; "the correct
    # equation is B" frames B; a reply ending on an option's formula ("…/6=a") breaks off nowhere
    ("should-not-be-made-named", "mmlu", None, GREEN_TEA, "- **A** is a reasonable statement.\n- **D** implies a causal "
     "relationship the study cannot support.\n\nThe statement that should **not** be made is **D**.", "D", True),
    ("should-not-be-made-twice", "mmlu", None, GREEN_TEA, "The statement that should not be made is D, though C should not "
     "be made either.", "D", False),
    ("correct-noun-is-letter", "mmlu", None, APPLES, "Jack uses 12 of 60, leaving 48 for 6 baskets.\n\nThe correct "
     "equation is B. (60—12)/6=a<|end|>", "B", True),
    # review 95's controls: a correction that opens the last sentence gives the value after it; "credit either one" to
    # the grader; a negation right before "stand by both"; "keep it alive" in a story; a running total that "becomes"
    # its steps after the answer; a doubt "answered" by denying the answer
    ("scratch-that-corrects", "gsm8k", None, EGGS, "13 × $2 = $26. Scratch that, I forgot the muffins: 9 eggs, so $18.",
     "18", True),
    ("credit-either-one", "gsm8k", None, EGGS, "Final answer: 18. Credit either one if you read the muffins differently.",
     "18", False),
    ("dont-stand-by-both", "socialiqa", None, SKYLAR, "Earlier I floated (B), but I don't stand by both — (C) only.\n\n"
     "Final answer: (C)", "C", True),
    ("keep-it-alive-in-a-story", "socialiqa", None, FRIENDS, "Jan made a new friend and will want to keep it alive by "
     "spending time with Taylor. Answer: (A)", "A", True),
    ("running-total-becomes", "gsm8k", None, EGGS, "**Answer: 18**\n\nStarting from 16 eggs, after breakfast the count "
     "becomes 13; after the muffins it becomes 9, and 9 × $2 = $18.", "18", True),
    ("doubt-denied", "bbh", "tracking_shuffled_objects_seven_objects", SWAPS, "Answer: (G) orange ball\n\nThen again, could "
     "it be (B)? Dave does not end with the orange ball (G).", "(G)", False),
    # a relative clause set off by commas, then the mention's own predicate
    ("relative-clause-then-verdict", "socialiqa", None, SKYLAR, "Option B, which many readers pick, is wrong: nothing says "
     "she was upset.\n\nSo she has a sweet tooth, option C.", "C", True),
    ("relative-clause-then-affirmed", "socialiqa", None, SKYLAR, "**Answer: (C)**\n\nOption B, which many readers dismiss, "
     "is also correct.", "C", False),
    # rt121 (lm-eval transcripts): a reply names its answer by the property the question asks for
    ("property-named-answer", "bbh", "snarks", SNARKS, "The sarcastic statement is (A): drinking every day is no great "
     "transformation.\n\nStatement (B), about exercising every day, is a genuine compliment.", "(A)", True),
    ("property-named-other-option", "bbh", "ruin_names", BLUR, "(B) blue - a common colour, but it doesn't seem to be a "
     "humorous edit.\n(C) blucr - a mix of blur and blue, which could be humorous.\n\nConsidering the options, I think the "
     "humorous edit is (C) blucr.", "(B)", False),
    ("ordinal-place-answer", "gsm8k", None, RACE, "1 + 5 - 2 + 3 - 1 = 6.\n\nThe answer is 6th place.", "6", True),
    # rt120: a final label that names a procedure instead of a value ("the steady state of the iteration above", "the
    # result of the query above") gives none, though a weak layer reads a value above it; one that only points back
    # ("as computed above") keeps the working's value
    ("final-label-names-a-procedure", "gsm8k", None, EGGS, "Round 1: 18 → strained by the last sentence → switch to 26\n"
     "Round 2: 26 → strained by the first sentence → switch to 18\n\n**Final answer:** the steady state of the iteration "
     "above.", "18", False),
    ("final-label-points-back", "gsm8k", None, EGGS, "She sells 9 eggs at $2, so she makes $18.\n\n**Final answer:** as "
     "computed above.", "18", True),
    # review 96's controls: a pointer back that names no procedure; a property named in a first impression; "the correct
    # order is" opening a list; "should not be made" with more words before the question mark
    ("final-label-as-calculated-above", "gsm8k", None, EGGS, "She sells 9 eggs at $2, so she makes $18.\n\n**Final "
     "answer:** as calculated above.", "18", True),
    ("property-in-a-first-impression", "bbh", "snarks", SNARKS, "At first glance the sarcastic statement is (B), but reading "
     "closely, (A) is the sarcastic one.", "(A)", True),
    ("correct-order-is-a-list", "bbh", "penguins_in_a_table", PENGUINS, "The correct order is Bernard, Gwen, Louis, Vincent. "
     "The last is Vincent, (C).", "(C)", True),
    ("should-not-be-made-by-an-auditor", "mmlu", None, AUDIT, "The statement that should not be made is D.", "D", True),
    ("written-out-agrees", "gsm8k", None, EGGS, "She sells 9 eggs at $2.\n\n**Final answer: 18**\n(Written out: "
     "eighteen.)", "18", True),
    # rt123 (structured outputs): a record's key that is an option's letter heads what the record says of that option,
    # as a list item does; its quoted string is the record's syntax, read as words; a table row headed by an option's
    # letter takes its verdict from its cell of a cross or a tick, however long the cells before it
    ("record-key-reviews-an-option", "mmlu", None, SCHOOLS, '{"answer": "B", "why_not": {"A": "looks only at behaviour", '
     '"C": "is also a therapy, but it works on thoughts", "D": "stresses growth"}}', "B", True),
    ("record-key-endorses-an-option", "mmlu", None, SCHOOLS, '{"answer": "B", "why_not": {"A": "looks only at behaviour", '
     '"C": "is also correct, honestly"}}', "B", False),
    ("yaml-key-reviews-an-option", "mmlu", None, SCHOOLS, "```yaml\nanswer: B\nwhy_others_fail:\n  A: \"includes only "
     "behaviour, a narrower view\"\n  D: \"includes growth, not conflict\"\n```", "B", True),
    ("yaml-key-endorses-an-option", "mmlu", None, SCHOOLS, "```yaml\nanswer: B\nwhy_others_fail:\n  A: \"includes only "
     "behaviour\"\n  D: \"equally valid, if growth counts\"\n```", "B", False),
    ("table-row-crossed-far-along", "mmlu", None, SCHOOLS, "**Answer: B**\n\n| Option | School | What it explains | Fits? |\n"
     "|---|---|---|---|\n| A | Behaviorist | learned responses to rewards and punishments | ✗ |\n| B | Psychoanalytic | "
     "unconscious conflicts | ✓ |\n| D | Humanistic | growth towards self-actualisation | ✗ |", "B", True),
    ("table-row-ticked-far-along", "mmlu", None, SCHOOLS, "**Answer: B**\n\n| Option | School | What it explains | Fits? |\n"
     "|---|---|---|---|\n| A | Behaviorist | learned responses to rewards and punishments | ✓ |\n| B | Psychoanalytic | "
     "unconscious conflicts | ✓ |", "B", False),
    # ... and a list item an option's own text heads ('- "Behaviorist" — …') is about that option, as one its letter
    # heads: only a status said alone or an endorsement offers it; a status word in a phrase describes ("- Appendix:
    # right lower quadrant", rt115); a status word "it" needs a word making it one ("C: it is also a motive" describes C)
    ("text-item-reviews-an-option", "mmlu", None, SCHOOLS, "**B. Psychoanalytic**\n\nThe others:\n- \"Behaviorist\" — "
     "looks only at behaviour.\n- Humanistic: right lower rung of the same ladder, growth, not conflict.", "B", True),
    ("text-item-endorses-an-option", "mmlu", None, SCHOOLS, "**B. Psychoanalytic**\n\nThe others:\n- \"Behaviorist\" — "
     "correct too.\n- \"Humanistic\" — stresses growth.", "B", False),
    ("key-item-it-is-also", "mmlu", None, SCHOOLS, "Answer: B\n\nC: it is also a therapy, but it works on thoughts.", "B",
     True),
    # rt126: a row its letter heads whose verdict cell opens with a word ("| (A) … | No — … |") is ruled out by it; one
    # whose cells only describe offers nothing
    ("table-row-verdict-word", "mmlu", None, SCHOOLS, "**Short answer: (B) Psychoanalytic.**\n\n| Option | Fits? |\n|---|---|\n"
     "| (A) Behaviorist | No — it explains behaviour by conditioning, with no unconscious at all. |\n| (D) Humanistic | "
     "No — it stresses growth. |", "B", True),
    ("table-row-verdict-word-yes", "mmlu", None, SCHOOLS, "**Short answer: (B) Psychoanalytic.**\n\n| Option | Fits? |\n"
     "|---|---|\n| (A) Behaviorist | Yes — conditioning can be unconscious in its own way, so this works too. |", "B", False),
    # rt128: another option kept live by a pronoun or with its subject left out ("It can't be ruled out.", "Not excluded,
    # given the wording.", "— cannot be excluded", "Still possible.") is offered beside the answer; the answer kept live is
    # no rival, and one ruled out stays out ("It can be ruled out, since …")
    ("kept-live-by-a-pronoun", "mmlu", None, SCHOOLS, "**Answer:** (B), psychoanalytic.\n\n**Differential:** (A), the "
     "conditioning account. It can't be ruled out on this wording.", "B", False),
    ("kept-live-without-a-subject", "mmlu", None, SCHOOLS, "**Answer:** (B), psychoanalytic.\n\n**Differential:** (A) — "
     "the conditioning account. Not excluded, given how little the question says.", "B", False),
    ("ruled-out-by-a-pronoun", "mmlu", None, SCHOOLS, "**Answer:** (B), psychoanalytic.\n\nI also weighed (A), the "
     "conditioning account. It can be ruled out, since it has no unconscious at all.", "B", True),
    # reviews 101/102: a cell that says more than its mark or verdict word is read as ever ("No — but on reflection it
    # is also correct", "✗ (the ✓ goes to B)"); in
    # a question asking for the one NOT so, "true" after an option's text rates the statement; an item saying "also"
    # and ruling out in another clause is read whole ("— also a therapy; but …, so it is wrong here")
    ("table-word-cell-says-more", "mmlu", None, SCHOOLS, "**Answer: B**\n\n| Option | Fits? |\n|---|---|\n| (D) Humanistic | "
     "No — but on reflection it is also correct |", "B", False),
    ("table-mark-cell-mentions-a-tick", "mmlu", None, SCHOOLS, "**Answer: B**\n\n| Option | Fits? |\n|---|---|\n| (A) "
     "Behaviorist | ✗ (the ✓ goes to B) |", "B", True),
    ("text-items-true-in-a-not-question", "mmlu", None, MIGRATION, "Answer: C\n\n- " + MIGRATION[1][0] + ": true\n- "
     + MIGRATION[1][1] + ": true", "C", True),
    ("item-also-then-ruled-out", "mmlu", None, SCHOOLS, "Answer: B\n\n- (C) Cognitive behavioral — also a therapy; but it "
     "works only on conscious thoughts, so it is wrong here", "B", True),
    # review 103: a reply that answers first in a bold headline is read from its end as ever: a second answer said
    # last, in whatever words, is never read past ("The answer key probably says $26, and I'd go with the key.")
    ("headline-then-endorsed-hypothetical", "gsm8k", None, EGGS, "**Janet makes $18 every day.**\n\n- Eggs left: 16 − 3 − 4 "
     "= 9\n- Money: 9 × $2 = $18\n\nIf the muffins didn't count, she'd make $26 — which is the figure I'd actually "
     "report.", "18", False),
    ("headline-then-deferred-to-a-key", "gsm8k", None, EGGS, "**Janet makes $18 every day.**\n\n16 − 3 − 4 = 9 eggs left to "
     "sell.\n9 × $2 = $18.\n\nThe answer key probably says $26, and I'd go with the key.", "18", False),
    # ... and a fraction option said in words meets its figures ("13 over 36" = "13/36 mi", a unit after a number option)
    ("fraction-option-in-words", "mmlu", None, WALK, "**A. 13/36 mi**\n\n28/36 − 15/36 = 13/36.\n\n(D) 35/108 is what you'd "
     "get by multiplying — a common slip.", "A", True),
    # rt128: a sibling label right above the answer's, for a belief or a pick, giving another value ("**Best guess:**
    # 16%⏎**Safe answer:** 12%") offers it, as one below does; a label for what the answer replaced ("Initial guess:")
    # or for a step ("Eggs left:") does not
    ("sibling-pick-above-the-answer", "gsm8k", None, EGGS, "**Best guess:** $26 — the muffins may not use eggs.\n**Safe "
     "answer:** $18", "18", False),
    ("superseded-guess-above-the-answer", "gsm8k", None, EGGS, "**Initial guess:** $26\n**Answer:** $18", "18", True),
    ("step-label-above-the-answer", "gsm8k", None, EGGS, "**Eggs left:** 9\n**Answer:** $18", "18", True),
    # review 105: an answer said "for the case where …" is no scope of its own (the rule that read it so, withdrawn,
    # rejected "— for the case where the jar holds exactly 40, as given"); in a question asking for the one NOT so, a
    # truth status after an option's letter rates its statement: "A: true" rules A out, "— also false" offers B
    ("answer-for-the-stated-case", "gsm8k", None, EGGS, "16 − 3 − 4 = 9 eggs, 9 × $2 = $18.\n\nSo the answer is $18 — for the "
     "case where she eats 3 and bakes with 4, exactly as stated.", "18", True),
    ("letter-keys-true-in-a-not-question", "mmlu", None, MIGRATION, "Answer: (C)\n\nA: true — the French came first\nB: "
     "true — then the British\nD: true — later Asia", "C", True),
    ("letter-item-also-false-in-a-not-question", "mmlu", None, MIGRATION, "**Answer: C**\n\n- **A. First stream from "
     "France** — true.\n- **B. Second from the British Isles** — also false, arguably.", "C", False),
    # review 104's controls: a case or step label above the answer's labels a step ("- **For muffins:** 4 eggs"); a
    # negation set off by commas still denies an endorsement ("I can't say, honestly, that's what I'd pick."); a
    # description cell may go on ("No — water park, then the mall"); a cross turned to a tick on second thoughts offers
    # its option; "if you ask me" keeps an option live all the same
    ("case-label-above-the-answer", "gsm8k", None, EGGS, "- **For breakfast:** 3 eggs\n- **For muffins:** 4 eggs\n- "
     "**Answer:** $18", "18", True),
    ("negation-set-off-by-commas", "mmlu", None, SCHOOLS, "**Answer: (B)**\n\nSome might argue for (A). I can't say, "
     "honestly, that's what I'd pick.", "B", True),
    ("table-verdict-word-then-description", "mmlu", None, SCHOOLS, "**Answer: (B)**\n\n| Option | Fits? |\n|---|---|\n"
     "| (A) | No — conditioning first, then habits |\n| (D) | No — growth, then self-actualisation |", "B", True),
    ("table-cross-turned-to-tick", "mmlu", None, SCHOOLS, "**Answer: (B)**\n\n| Option | Fits? |\n|---|---|\n| (D) | ✗ "
     "at first glance, but ✓ on reflection |", "B", False),
    ("kept-live-if-you-ask-me", "mmlu", None, SCHOOLS, "**Answer: (B)**\n\n(D) — it stays in play if you ask me.", "B",
     False),
    # rt127: an XML element about one option, named by its letter alone ('<option id="A">…</option>', '<d id="D">…</d>'),
    # is read as a list item that letter heads: it describes the option, and offers it only by a status or an
    # endorsement; another element named by a letter ('<alternative id="C">') offers as before
    ("xml-option-elements-describe", "mmlu", None, SCHOOLS, "<answer>B</answer>\n<distractors>\n  <d id=\"A\">Behaviorist — "
     "explains behaviour by conditioning</d>\n  <d id=\"D\">Humanistic — stresses growth</d>\n</distractors>", "B", True),
    ("xml-option-element-also-correct", "mmlu", None, SCHOOLS, "<answer>B</answer>\n<other_options>\n  <option id=\"D\">"
     "also correct — growth needs can be unconscious too</option>\n</other_options>", "B", False),
    ("xml-alternative-element-offers", "mmlu", None, SCHOOLS, "<answer>B</answer>\n<alternative id=\"D\">Humanistic"
     "</alternative>", "B", False),
    # ... and "A:" opening a line that rates option A ("A: also correct") is that option's key, not a Q:/A:
    # transcript's answer label
    ("letter-a-key-rated-also-correct", "mmlu", None, SCHOOLS, "Answer: B\n\nA: also correct — conditioning can be "
     "unconscious", "B", False),
    # ... and in a tool transcript an arrow before a call on a line of its own ("→ calc(\"9 * 2\")") marks the call, no
    # answer; one before a call that submits ("→ submit_answer(26)") gives its value
    ("arrow-before-a-tool-call", "gsm8k", None, EGGS, "```\n→ calc(\"16 - 3 - 4\")\n← 9\n→ calc(\"9 * 2\")\n← 18\n```\n\n"
     "**Answer: 18**", "18", True),
    ("arrow-before-a-submitting-call", "gsm8k", None, EGGS, "```\n→ calc(\"9 * 2\")\n← 18\n→ submit_answer(26)\n```", "18",
     False),
    # rt131: a closing "Confidence: 98%" is the reply's trust, no value it concludes; a frame drawn in box characters
    # round the answer is no part of it. (Review 106: questions a chat product suggests asking next are read as ever —
    # one may restate the question with another figure, "You might also ask: What does she earn each day? (26)".)
    ("suggested-question-restating-the-question", "gsm8k", None, EGGS, "She makes $18 a day.\n\nYou might also ask:\n"
     "• What does she earn each day? (26)", "18", False),
    ("confidence-percent-after-the-working", "gsm8k", None, EGGS, "Eggs left: 16 − 3 − 4 = 9\nMoney: 9 × $2 = **$18**"
     "\n\n**Confidence:** 98%", "18", True),
    ("answer-in-a-drawn-box", "mmlu", None, SCHOOLS, "**Answer**\n╔══════════╗\n║    B     ║\n╚══════════╝\n\n**Rubric**\n"
     "✔ definitions recalled ✔ distractors checked", "B", True),
    # rt130: a deletion marked "stet" right after it is undone ("Answer: (B) ~~(D)~~⏎*stet*" keeps D); a tag naming an
    # option ("#AnswerB #AnswerD") answers it, the tags of one line together; a run of options with exactly one ticked
    # and the others crossed answers the ticked one; a tool's call with brackets inside is no answer either
    ("struck-then-stet", "mmlu", None, SCHOOLS, "Answer: (B) ~~(D)~~\n[margin: *stet*]", "B", False),
    ("struck-and-left-struck", "mmlu", None, SCHOOLS, "Answer: (B) ~~(D)~~\n\n(The struck (D) was a slip; nothing here is "
     "restored.)", "B", True),
    ("answer-hashtags-name-two", "mmlu", None, SCHOOLS, "**Answer: (B) Psychoanalytic.**\n\n#psychology #AnswerB #AnswerD", "B",
     False),
    ("answer-hashtag-names-the-answer", "mmlu", None, SCHOOLS, "**Answer: (B) Psychoanalytic.**\n\n#psychology #AnswerB", "B",
     True),
    ("one-ticked-the-rest-crossed", "mmlu", None, SCHOOLS, "(A) ✗ Behaviorist\n(B) ✓ Psychoanalytic\n(C) ✗ Cognitive "
     "behavioral\n(D) ✗ Humanistic", "B", True),
    ("arrow-before-a-call-with-brackets", "gsm8k", None, EGGS, "→ python(\"print((16 - 3 - 4) * 2)\")\n18\n\n**Answer: 18**",
     "18", True),
    # ... and a reply that lists the options under letters of its own ("(D) Psychoanalytic" where that is B) answers
    # nothing by a bare letter; one that lists them in another order under their own letters does
    ("relettered-options-then-a-bare-letter", "mmlu", None, SCHOOLS, "In the order I'll rule them out:\n\n(A) Behaviorist\n"
     "(B) Cognitive behavioral\n(C) Humanistic\n(D) Psychoanalytic\n\nOnly the last deals with the unconscious.\n\n"
     "**Answer: (D)**", "D", False),
    ("reordered-options-under-their-letters", "mmlu", None, SCHOOLS, "In the order I'll rule them out:\n\n(A) Behaviorist\n"
     "(C) Cognitive behavioral\n(D) Humanistic\n(B) Psychoanalytic\n\nOnly the last deals with the unconscious.\n\n"
     "**Answer: (B)**", "B", True),
    # ... and a concluded value with a bracket holding only another value in its unit ("**227 minutes (two hundred
    # seventeen minutes).**") says two values; a bracket in other units or a rate explains it
    ("bracket-restates-as-another-value", "gsm8k", None, EGGS, "9 eggs × $2 each.\n\n**She makes 18 dollars (twenty-six "
     "dollars) a day.**", "18", False),
    ("bracket-restates-in-other-units", "gsm8k", None, EGGS, "9 eggs × $2 each.\n\n**She makes 18 dollars (1800 cents) a day.**",
     "18", True),
    # review 107: "stet" said in a sentence is no mark ("(struck; without stet)", "don't stet this"); a tag in prose is
    # read where it stands ("Not #TeamD — …"); a reply's own list of items in lower case is no relettering; a crossed
    # line that says more than its option is no marked-only line; a bracket of working that comes out at the answer
    # leaves the clause before it an explanation
    ("stet-said-in-a-sentence", "mmlu", None, SCHOOLS, "Answer: (B) ~~(D)~~ (struck; I won't stet that.)", "B", True),
    ("answer-tag-in-prose", "mmlu", None, SCHOOLS, "Not #TeamD this time — growth needs are conscious.\n\n**Answer: (B) "
     "Psychoanalytic**", "B", True),
    ("own-lowercase-list-is-no-relettering", "mmlu", None, SCHOOLS, "Schools by their focus:\n(a) Psychoanalytic\n(b) "
     "Behaviorist\n(c) Humanistic\n\nThe unconscious is the first one's.\n\nAnswer: (B)", "B", True),
    ("crossed-line-that-says-more", "mmlu", None, SCHOOLS, "(A) ✗ not ruled out yet\n(B) ✓\n(C) ✗\n(D) ✗ not ruled out yet",
     "B", False),
    ("counterfactual-then-working-at-the-answer", "gsm8k", None, EGGS, "**Answer: 18** — if she sold all 16 she'd make 32, "
     "but she uses 7 first (9 × 2 = 18).", "18", True),
    # rt131: a self-check after the working ("*Self-check:* …", "🔁 Check: …") checks the value before it, as "Check:" does
    ("self-check-after-the-conclusion", "gsm8k", None, EGGS, "16 − 3 − 4 = 9 eggs left, so she makes 9 × $2 = **$18**.\n\n"
     "*Self-check:* 9 + 3 + 4 = 16 ✔", "18", True),
    ("emoji-check-after-the-conclusion", "gsm8k", None, EGGS, "16 − 3 − 4 = 9 eggs left, so she makes 9 × $2 = **$18**.\n\n"
     "🔁 Check: 18 ÷ 2 + 3 + 4 = 16 ✔", "18", True),
    # ... and beside empty boxes, a box with an X is the one ticked ("☐ Behaviorist  ☒ Psychoanalytic")
    ("x-box-beside-empty-boxes", "mmlu", None, SCHOOLS, "**Answer:** ☐ Behaviorist  ☒ Psychoanalytic  ☐ Humanistic", "B",
     True),
    # review 108: a reply that letters its own sorted list may still say which letter it means (the option's text beside
    # it, "the question's option B"); a clause after the answer with no other case ("I first got 26 by forgetting …")
    # explains it; "— 26 if you ignore the muffins (9 × 2 = 18)" is another case; square brackets restate as round
    # ones; "(stet!)" is a mark; "Tags: #AnswerA / #AnswerC" a tag line; "✖" a cross beside a ticked "✔"
    ("own-lettered-list-then-letter-and-text", "mmlu", None, SCHOOLS, "Alphabetically:\n(A) Behaviorist\n(B) Cognitive "
     "behavioral\n(C) Humanistic\n(D) Psychoanalytic\n\n**Answer: (B) Psychoanalytic**", "B", True),
    ("own-lettered-list-not-the-original", "mmlu", None, SCHOOLS, "Alphabetically:\n(A) Behaviorist\n(B) Cognitive "
     "behavioral\n(C) Humanistic\n(D) Psychoanalytic\n\nThe one about the unconscious is the last.\n\nAnswer: (D) in my "
     "sorted list, not the original order.", "D", False),
    ("own-lettered-list-then-the-questions-letter", "mmlu", None, SCHOOLS, "Alphabetically:\n(A) Behaviorist\n(B) "
     "Cognitive behavioral\n(C) Humanistic\n(D) Psychoanalytic\n\nThe last is the question's option B.\n\nAnswer: B",
     "B", True),
    ("clause-with-a-past-slip-then-working", "gsm8k", None, EGGS, "**Answer: 18** — I first got 26 by forgetting the muffins "
     "(9 × 2 = 18).", "18", True),
    ("clause-with-a-case-then-though", "gsm8k", None, EGGS, "**Answer: 18** — or 26, though that assumes she sells the "
     "muffin eggs (9 × 2 = 18).", "18", False),
    ("check-that-corrects", "gsm8k", None, EGGS, "So she makes $26.\n\n*Self-check:* 16 − 3 − 4 = 9; 9 × 2 = 18, so the right "
     "figure is $18.", "18", True),
    ("clause-with-another-case-then-working", "gsm8k", None, EGGS, "**Answer: 18** — 26 if you ignore the muffins (9 × 2 = "
     "18).", "18", False),
    ("square-bracket-restates-as-another-value", "gsm8k", None, EGGS, "9 eggs × $2 each.\n\n**She makes 18 dollars [26 "
     "dollars] a day.**", "18", False),
    ("stet-with-an-exclamation", "mmlu", None, SCHOOLS, "Answer: (B) ~~(D)~~ (stet!)", "B", False),
    ("labelled-tag-line", "mmlu", None, SCHOOLS, "**Answer: (B) Psychoanalytic.**\n\nTags: #AnswerB / #AnswerD", "B", False),
    ("heavy-tick-and-crosses", "mmlu", None, SCHOOLS, "(A) ✖\n(B) ✔\n(C) ✖\n(D) ✖", "B", True),
    # rt118: two values of one thing just named and both kept right ("n = 18 and n = 26; both satisfy the setup"), then
    # one of them concluded with no reason to set the other aside, offers both (review 109: not two things' values, "the
    # eggs 3 and 4 — both hold", nor steps of working, "16 − 7 = 9 and 9 × 2 = 18; both hold")
    ("both-kept-then-one-concluded", "gsm8k", None, EGGS, "The roots are n = 18 and n = 26; both satisfy the setup, so she "
     "makes 18 dollars.", "18", False),
    ("both-said-of-two-things", "gsm8k", None, EGGS, "Breakfast 3 and muffins 4 — both hold, so she makes "
     "18 dollars.", "18", True),
    ("both-said-of-two-steps", "gsm8k", None, EGGS, "16 − 7 = 9 and 9 × 2 = 18; both hold, so she makes $18 a day.", "18", True),
    ("both-satisfy-but-only-one-fits", "gsm8k", None, EGGS, "The roots are 18 and 26; both satisfy the equation, but only 18 "
     "leaves the muffin eggs out.\n\n**Answer: 18**", "18", True),
    # rt124: a web_of_lies gloss in "truth-teller" words is a claim about the person asked ("Yes — Sal is not a
    # truth-teller" says No beside Yes)
    ("truth-teller-gloss-says-the-opposite", "bbh", "web_of_lies", LIES_YES, "Answer: Yes — Sal is not a truth-teller.",
     "Yes", False),
    ("truth-teller-gloss-agrees", "bbh", "web_of_lies", LIES_YES, "So Sal is a truth-teller. Answer: Yes.", "Yes", True),
    ("truth-teller-named-is-someone-else", "bbh", "web_of_lies", LIES_YES, "Kandi tells the truth, so Michaela lies, so Sal "
     "tells the truth.\n\nThe answer is Yes: the other truth-teller here is Kandi.", "Yes", True),
    # rt127, rt129: in a question about kinds of error, "error" is the question's word for what the options name, no
    # verdict on them ("Answer: (B)⏎⏎A numerical value error, (B).", "The salient error is: **Numerical Values**.")
    ("error-named-as-its-kind", "bbh", "salient_translation_error_detection", TRANSLATION, "Answer: (B)\n\nThe year changed: "
     "a numerical value error, (B).", "(B)", True),
    ("salient-error-is-the-option", "bbh", "salient_translation_error_detection", TRANSLATION, "1899 became 1989.\n\nThe "
     "salient error is the year: **Numerical Values**.", "(B)", True),
    # review 110: "would be an error" said of an option still rules it out; a check that confirms ("the correct total is
    # 3 + 4 + 9 = 16 ✔") is a check, one that says the right figure outright corrects; a reason keeps one of two values
    # ("n must be a count", "… but 26 is more than she has")
    ("error-said-of-an-option", "bbh", "salient_translation_error_detection", TRANSLATION, "**Answer: (B)**\n\nChoosing (A) "
     "would be an error here: no name changed.", "(B)", True),
    ("check-that-confirms", "gsm8k", None, EGGS, "She makes $18 a day.\n\nCheck: the correct total is 3 + 4 + 9 = 16 eggs ✔",
     "18", True),
    ("both-kept-then-a-reason", "gsm8k", None, EGGS, "n = 18 and n = −26 both satisfy the setup; n must be a count, so she "
     "makes 18 dollars.", "18", True),
    ("check-that-corrects-without-so", "gsm8k", None, EGGS, "She earns 9 × 2 = $16.\n\nCheck: 9 × 2 is 18, not 16 — the right "
     "figure is $18.", "18", True),
    ("both-kept-but-in-its-clause", "gsm8k", None, EGGS, "n = 18 or n = 26; both satisfy the ratio but 26 is more than she "
     "has, so she makes 18 dollars.", "18", True),
    ("letter-a-key-rated-wrong", "mmlu", None, SCHOOLS, "Answer: B\n\nA: wrong — conditioning has no unconscious\nD: "
     "wrong — growth, not conflict", "B", True),
    # rt131: a note after the conclusion that only warns of a slip ("A common mistake is to answer 9.", "Don't report
    # only the 9 eggs.") leaves the conclusion above it; a value ruled out and then called an answer "also" is offered
    ("slip-warned-of-after-the-conclusion", "gsm8k", None, EGGS, "She sells 16 − 3 − 4 = 9 eggs for 9 × 2 = 18 dollars.\n\n"
     "**Janet makes $18 a day.**\n\nNote: 9 is a common wrong answer.", "18", True),
    ("do-not-report-the-slip", "gsm8k", None, EGGS, "She sells 9 eggs for 9 × 2 = 18 dollars.\n\n**Janet makes $18 a "
     "day.**\n\nCareful: don't stop at the 9 eggs.", "18", True),
    ("ruled-out-then-also-fine", "gsm8k", None, EGGS, "**Answer: 18**\n\nNot 9, though it is also fine.", "18", False),
    ("conclusion-taken-back", "gsm8k", None, EGGS, "She makes 9 × 2 = 18 dollars.\n\nActually, that's not 18.", "18", False),
    ("sources-line-after-the-conclusion", "gsm8k", None, EGGS, "**Janet makes $18 a day.**\n\n*Sources:* problem statement "
     "(16 eggs; 3 eaten, 4 baked).", "18", True),
    # rt133: a definition list's term defined twice gives both definitions; glossed once, one
    ("definition-list-two-definitions", "gsm8k", None, EGGS, "9 × 2 = 18.\n\nAnswer\n: $18 a day\n: $32 if she sells all "
     "16", "18", False),
    ("definition-list-one-definition", "gsm8k", None, EGGS, "9 × 2 = 18.\n\nEggs sold\n: 9\n\nAnswer\n: $18 a day", "18",
     True),
    ("definition-list-glossed", "gsm8k", None, EGGS, "9 × 2 = 18.\n\nAnswer\n: 18\n: i.e. eighteen dollars a day", "18",
     True),
    # rt133: a second quantity in the answer's unit beside it; marks on the answer sheet
    ("same-unit-pair", "gsm8k", None, EGGS, "Answer: 18 dollars / 32 dollars", "18", False),
    ("circle-two-values", "gsm8k", None, EGGS, "9 × 2 = 18.\n\nOn the answer line, circle $18 and circle $32 next to it.",
     "18", False),
    ("circle-one-letter", "mmlu", None, SCHOOLS, "Psychoanalysis holds that.\n\nWhat to mark: circle **B** on your answer "
     "sheet and leave A, C and D blank.", "B", True),
    # rt133: the task's word as a label answered yes or no ("Plausible: no" says No, not "plausible")
    ("plausible-label-answered-no", "bbh", "sports_understanding", SPORTS, "Lindholm is a hockey player.\n\nPlausible: no",
     "yes", False),
    ("plausible-label-twice", "bbh", "sports_understanding", SPORTS, "Lindholm plays hockey.\n\nPlausible: yes\nPlausible: "
     "no", "yes", False),
    ("plausible-label-answered-yes", "bbh", "sports_understanding", SPORTS, "Lindholm plays hockey.\n\n**Plausible?** Yes",
     "yes", True),
    # rt132: a decoder's loop at the end is said once
    ("loop-cut-mid-copy", "gsm8k", None, EGGS, "She sells 9 eggs at $2.\n\nShe makes $18 a day. She makes $18 a day. She "
     "makes $18 a day. She makes $18 a day. She makes $1", "18", True),
    ("loop-of-two-answers", "gsm8k", None, EGGS, "Answer: 18. Answer: 16. Answer: 18. Answer: 16. Answer: 18. Answer: 16.",
     "18", False),
    # rt133: typography beside a value says a second one; a footnote's mark and an element's style say nothing
    ("superscript-second-value", "gsm8k", None, EGGS, "9 × 2 = 18.\n\nAnswer: 18<sup>16</sup>", "18", False),
    ("superscript-footnote-mark", "gsm8k", None, EGGS, "9 × 2 = 18.\n\n**Answer: 18<sup>1</sup>**\n\n<sup>1</sup> At $2 an "
     "egg.", "18", True),
    # rt134: a grader in the question's own story is no grader addressed; a reading supposed and then set aside by the
    # answer kept as the right one; an option-by-option review's headings
    ("grader-in-the-story", "socialiqa", None, ("Cameron was grading Bailey's paper and felt satisfied. How would you "
     "describe Cameron?", ["honest", "a success as a teacher", "vengeful"]), "Cameron is the **grader** — the teacher "
     "role.\n\n**Answer: B — a success as a teacher**", "B", True),
    ("reading-supposed-then-set-aside", "gsm8k", None, EGGS, "**Answer: 18**\n\nNote: if you count the muffins, it's 26 — "
     "but since the question asks what she sells, 18 is the right amount.", "18", True),
    ("reading-supposed-answer-conditioned", "gsm8k", None, EGGS, "**Answer: 18**\n\nIf you count the muffins, it's 26, but "
     "18 is the right amount if they don't count.", "18", False),
    ("review-headings-above-the-answer", "socialiqa", None, ROBIN, "**A) interested in promoting their career**\nNothing "
     "suggests it.\n\n**B) not comfortable being the center of attention**\nShe gave away the credit.\n\n**C) always "
     "trying to get ahead**\nThe opposite of what she did.\n\n**Answer: B**", "B", True),
    # review 113: what the session's rules must not reach
    ("answer-before-an-invented-turn", "gsm8k", None, EGGS, "9 × 2 = 18.\n#### 18\n\nUser: A robe takes 2 bolts of blue "
     "fiber and half that much white fiber. How many bolts in total?\n\nAssistant: 2 + 1 = 3 bolts.\n#### 3", "18", True),
    ("superscript-footnote-in-brackets", "gsm8k", None, EGGS, "Answer: 18⁽¹⁾\n\n⁽¹⁾ Assuming she sells every remaining "
     "egg.", "18", True),
    ("working-set-small", "gsm8k", None, EGGS, "Answer: $18 <small>(9 eggs × $2)</small>", "18", True),
    ("emote-circles-two-options", "mmlu", None, SCHOOLS, "Psychoanalysis.\n\n*circles A and B on the sheet*", "B", False),
    ("asked-label-corrected-on-its-line", "bbh", "sports_understanding", SPORTS, "Is it plausible? No, wait — yes. "
     "Lindholm is a hockey player and beating the buzzer is hockey.", "yes", True),
    ("grader-addressed-in-a-grading-story", "socialiqa", None, ("Cameron was grading Bailey's paper and felt satisfied. "
     "How would you describe Cameron?", ["honest", "a success as a teacher", "vengeful"]), "Dear grader, B and A both "
     "work.\n\nAnswer: B", "B", False),
    # review 114: an italic note about someone else's mark, a part of the question asked with its word, advice on the
    # answer's form, notation set small, a definition that explains, a doubt after an answer
    ("italic-note-on-a-students-mark", "gsm8k", None, EGGS, "**Answer: $18**\n\n*Tip: a student who writes 26 forgot to "
     "take out the muffins.*", "18", True),
    ("part-asked-with-the-tasks-word", "bbh", "sports_understanding", SPORTS, "Grammatically plausible? Yes.\nFactually "
     "plausible? No — a buzzer beater is not what he did.\n\n**Answer: no**", "no", True),
    ("advice-on-the-answers-unit", "gsm8k", None, EGGS, "The answer is $18. Don't answer 18 eggs — the question asks for "
     "dollars.", "18", True),
    ("unit-exponent-set-small", "gsm8k", None, EGGS, "She makes 9 × 2 = **18** dollars d<sup>-1</sup>.", "18", True),
    ("definition-that-explains", "gsm8k", None, EGGS, "Answer\n: $18\n: (16 − 3 − 4) × $2", "18", True),
    ("doubt-after-an-answer", "gsm8k", None, EGGS, "Answer: 18\n\nHonestly I could see it going either way.", "18", False),
    # review 115: "It depends." after an answer leaves it open; a definition of working explains; a label and its
    # opposite; a sign's words are no value; a subscript index; "If not: 16." is a case
    ("it-depends-after-an-answer", "gsm8k", None, EGGS, "Answer: 18.\n\nIt depends.", "18", False),
    ("definition-of-working", "gsm8k", None, EGGS, "Answer\n: $18\n: 9 eggs × $2 each", "18", True),
    ("label-and-its-opposite", "bbh", "sports_understanding", SPORTS, "Plausible: no\nImplausible: no", "no", False),
    ("sign-with-words", "gsm8k", None, EGGS, "*holds up a sign that says \"SHOW YOUR WORK\"*\n\n9 × $2 = $18, so Janet "
     "makes **$18** every day.", "18", True),
    ("subscript-index", "mmlu", None, SCHOOLS, "Answer: B<sub>1</sub>", "B", True),
    ("styled-span-says-its-text", "gsm8k", None, EGGS, "9 × 2 = 18.\n\nResult: **18** <span style=\"color:#9e9e9e\">"
     "(final)</span>", "18", True),
    # session 49: an option's text followed by its own letter, as a sentence of its own, is said as the text alone is
    ("option-text-then-its-letter", "bbh", "logical_deduction_five_objects", VEHICLES, "Slot 1 holds the hatchback.\n\n"
     "Answer: (E) The hatchback is the oldest.\n\n*Figure 1. Age order. The limousine is the oldest (D).*", "(E)", False),
    ("option-text-then-its-letter-agrees", "bbh", "logical_deduction_five_objects", VEHICLES, "Slot 1 holds the "
     "hatchback.\n\nAnswer: (E)\n\n*Figure 1. Age order. The hatchback is the oldest (E).*", "(E)", True),
    # rt136 (RL rollouts): a word list as a JSON or Python list literal is the list; a second literal after it offers
    # another
    ("word-list-as-json-array", "bbh", "word_sorting", WORDS, "a < b < d < o < r < w.\n\n{\"answer\": [\"amethyst\", "
     "\"bathos\", \"dormouse\", \"obtuse\", \"resignation\", \"walt\"]}", "amethyst bathos dormouse obtuse resignation walt",
     True),
    ("word-list-as-python-list", "bbh", "word_sorting", WORDS, "Answer: ['amethyst', 'bathos', 'dormouse', 'obtuse', "
     "'resignation', 'walt']", "amethyst bathos dormouse obtuse resignation walt", True),
    ("word-list-literal-then-another", "bbh", "word_sorting", WORDS, "Answer: [\"amethyst\", \"bathos\", \"dormouse\", "
     "\"obtuse\", \"resignation\", \"walt\"]\n\n[\"bathos\", \"amethyst\", \"dormouse\", \"obtuse\", \"resignation\", "
     "\"walt\"] also works.", "amethyst bathos dormouse obtuse resignation walt", False),
    ("word-list-json-with-an-alternative", "bbh", "word_sorting", WORDS, "{\"answer\": [\"amethyst\", \"bathos\", "
     "\"dormouse\", \"obtuse\", \"resignation\", \"walt\"],\n \"alt\": [\"bathos\", \"amethyst\", \"dormouse\", \"obtuse\", "
     "\"resignation\", \"walt\"]}", "amethyst bathos dormouse obtuse resignation walt", False),
    # rt127: a status noun in its ordinary sense after a proper adjective rates no option ("Democratic candidates")
    ("status-noun-after-proper-adjective", "mmlu", None, VOTERS, "**A. Married white male**\n\nThe other choices lean "
     "the other way:\n- \"African American, male or female\" — Black voters have backed Democratic candidates for "
     "decades.", "A", True),
    ("status-noun-as-a-status", "mmlu", None, VOTERS, "**A. Married white male**\n\nThe other choices:\n- \"African "
     "American, male or female\" — a strong candidate too.", "A", False),
    # rt127: others' habitual result after the conclusion is no conclusion of the reply's ("People sometimes get $350 by
    # …"); approved, it is read as before
    ("others-habitual-result-after-conclusion", "gsm8k", None, EGGS, "She sells 16 − 3 − 4 = 9 eggs at $2, so she makes "
     "9 × 2 = $18.\n\nPeople sometimes get $26 by forgetting the muffins, but the muffins use four eggs.", "18", True),
    ("others-result-approved", "gsm8k", None, EGGS, "She sells 16 − 3 − 4 = 9 eggs at $2, so she makes 9 × 2 = $18."
     "\n\nStudents often write $26, which is also fine.", "18", False),
    # rt135 (red team round 12): a second value in the answer's clause for a reading or record of its own
    ("second-value-as-intended", "gsm8k", None, EGGS, "9 × $2 = $18.\n\n**Answer: $18 as printed ($26 as intended).**",
     "18", False),
    ("second-value-off-the-record", "gsm8k", None, EGGS, "9 × $2 = $18.\n\nAnswer: 18, 26 off the record.", "18", False),
    ("breakdown-as-stated", "gsm8k", None, EGGS, "Answer: $18 (16 eggs, 7 used, as stated).", "18", True),
    # review 116: a scope word on a part of the working, in another unit or going on, is no reading; a habit the question
    # tells of is the story's; the question's own list quoted as a literal names no list; "the Rogerian alternative" rates
    ("scope-word-on-a-step", "gsm8k", None, EGGS, "Answer: $18 (9 eggs technically sold at $2 each)", "18", True),
    ("scope-word-in-another-unit", "gsm8k", None, EGGS, "Answer: $18/day (9 eggs in practice, every day)", "18", True),
    ("habit-the-question-tells-of", "gsm8k", None, SNACKS, "Each day is 3 snacks.\n\nSo kids usually get 18 snacks in 6 "
     "days.", "18", True),
    ("question-list-quoted-as-literal", "bbh", "word_sorting", WORDS, "Answer: amethyst bathos dormouse obtuse "
     "resignation walt\n\nFor reference, the original list was ['resignation', 'dormouse', 'bathos', 'walt', "
     "'amethyst', 'obtuse'].", "amethyst bathos dormouse obtuse resignation walt", True),
    ("named-alternative-rates", "mmlu", None, SCHOOLS, "Answer: (B)\n\n(D) is the Rogerian alternative, and just as good "
     "here.", "B", False),
    # rt135: a headline that gives one answer over a body that concludes another, nothing correcting it between
    ("subject-line-gives-another", "gsm8k", None, EGGS, "Subject: Janet's eggs — final answer 26\n\nShe sells 16 − 3 − 4 = 9 "
     "eggs at $2 each.\n\nSo she makes $18 every day.", "18", False),
    ("heading-gives-another-option", "mmlu", None, SCHOOLS, "### Unconscious conflicts — answer (A)\n\nFreud's theory of drives "
     "and defences is the core of one school.\n\nThe answer is (B) Psychoanalytic.", "B", False),
    ("headline-agrees", "gsm8k", None, EGGS, "Subject: Janet's eggs — final answer $18\n\nShe sells 16 − 3 − 4 = 9 eggs at "
     "$2 each.\n\nSo she makes $18 every day.", "18", True),
    # self-correction below an answer: an error owned right after it, then working that concludes another value
    ("answer-revised-below", "gsm8k", None, EGGS, "**Answer: $26**\n\nWait, I forgot the muffins: she sells 16 − 3 − 4 = 9 "
     "eggs at $2 each.\n\nSo she makes $18 every day.", "18", True),
    ("answer-revised-below-to-a-wrong-value", "gsm8k", None, EGGS, "Answer: $18\n\nOops, that's wrong. Let me redo: 16 − 3 "
     "= 13 eggs, 13 × 2 = 26.", "18", False),
    # rt137 (red team round 13): another value endorsed as an answer too, anywhere in the reply, and never ruled out
    ("endorsed-as-an-answer-too-before", "gsm8k", None, EGGS, "- Per week: 9 × 2 × 7 = $126, and $126 counts as the answer "
     "too.\n- Per day: 9 × 2 = $18.\n\nShe makes **$18** a day.", "18", False),
    ("endorsed-by-pronoun-before", "gsm8k", None, EGGS, "- Per week: $126. That's an answer I'd stand behind as well.\n"
     "- Per day: 9 × 2 = $18.\n\nShe makes **$18** a day.", "18", False),
    ("endorsement-of-no-value", "gsm8k", None, EGGS, "The problem's wording is also correct as printed, so nothing needs "
     "adjusting.\n\nShe makes 9 × 2 = **$18** a day.", "18", True),
    ("endorsement-turned", "gsm8k", None, EGGS, "$26 is also correct, but only if the muffins are sold.\n\nThe answer is "
     "$18.", "18", True),
    # rt137: a double negative that keeps the other value open, after the answer or in the paragraph above its last line
    ("litotes-after-answer", "bbh", "sports_understanding", SPORTS, "He did beat the buzzer, so yes.\n\nAnswer: yes\n\n"
     "That said, I can't honestly call \"no\" an unreasonable reading.", "yes", False),
    ("litotes-above-last-line", "bbh", "sports_understanding", SPORTS, "Beating the buzzer is a hockey phrase, so yes.\n\n"
     "I wouldn't want to say \"no\" is off the table, though: the sentence gives no game.\n\nFinal answer: yes", "yes",
     False),
    ("litotes-turned-down-above", "bbh", "sports_understanding", SPORTS, "Beating the buzzer is a hockey phrase.\n\nSaying "
     "no isn't an unreasonable first reaction, but that isn't how the phrase is used.\n\nAnswer: yes", "yes", True),
    # rt137: an exception that carves another option out of the answer's "only" widens it; one that carves the answer out
    # eliminates
    ("answer-widened-by-exception", "mmlu", None, SCHOOLS, "Freud's drives and defences.\n\nThe only school that fits is "
     "(B) — save for (A), which passes too on a loose reading.\n\nAnswer: (B)", "B", False),
    ("answer-widened-by-postposed-exception", "mmlu", None, SCHOOLS, "No school but (B) centres on conflict — (D) aside, "
     "which is acceptable for a humanist reading.\n\nFinal answer: (B)", "B", False),
    ("exception-carves-the-answer", "mmlu", None, SCHOOLS, "Every option except (B) ignores the unconscious; apart from "
     "(B), none fits.\n\nAnswer: (B)", "B", True),
    ("rhetorical-endorsement-above-last-line", "mmlu", None, SCHOOLS, "Freud's drives and defences point to one school.\n\n"
     "Then again, isn't (D), with its focus on the self, every bit as consistent with inner conflict?\n\nAnswer: (B)", "B",
     False),
    ("rhetorical-question-for-the-answer", "mmlu", None, SCHOOLS, "Freud's drives and defences point to one school.\n\n"
     "And isn't that exactly what (B) describes, just as the textbook says?\n\nAnswer: (B)", "B", True),
    # rt138 (answer followed by more text, round 3): an option granted a weak standing and then a preference after "but"
    # is conceded; "— also contradicts …" fails the option; a letter, a dash and its quoted text are one mention
    ("conceded-then-preferred", "socialiqa", None, FEELINGS, "**B — angry.**\n\n(A) **sad** is plausible as a secondary "
     "feeling, but the betrayal points more strongly to anger. (C) doesn't fit at all.", "B", True),
    ("conceded-also-then-preferred", "socialiqa", None, FEELINGS, "**B — angry.**\n\n(A) sad is also plausible, but (B) is "
     "better.", "B", False),
    ("item-also-fails", "socialiqa", None, FEELINGS, "**Answer: (B) angry**\n\n- (A) sad — misses the betrayal.\n- (C) "
     "happy — also contradicts the betrayal.", "B", True),
    ("letter-dash-quoted-text", "socialiqa", None, FEELINGS, "**B — angry**\n\n**Distractor analysis**\n- **A — \"sad\"**: "
     "a feeling of loss, and it describes grief, not a betrayal.", "B", True),
    # rt138: under "Why not the others:", an item's own negation restates the label's ruling; "also correct" still adds
    ("why-not-item-with-own-negation", "mmlu", None, VOTERS, "**Answer: (A) Married white male**\n\nWhy not the others:\n"
     "* (B) isn't warranted by the exit polls.\n* (C) doesn't fit the data.\n\nConfidence: ~95%", "A", True),
    ("why-not-item-also-correct", "mmlu", None, VOTERS, "**Answer: (A) Married white male**\n\nWhy not the others:\n"
     "* (B) — also correct, actually.", "A", False),
    # review 117: a step or option heading is no headline answer; "I forgot to show the check" owns no error; a checked
    # step "right too" endorses no answer; a triple negative rules out; a rebutted rhetorical question keeps nothing open;
    # an exception whose option is set aside for a reason is an elimination
    ("heading-names-a-total", "gsm8k", None, EGGS, "**Total eggs per day: 16**\n\nShe sells 16 − 3 − 4 = 9 eggs at $2.\n\n"
     "She makes **$18** per day.", "18", True),
    ("forgot-to-show-a-check", "gsm8k", None, EGGS, "The answer is $18.\n\nOh, I forgot to show the check: 9 sold + 3 eaten "
     "+ 4 baked = 16 eggs, which matches.", "18", True),
    ("checked-step-right-too", "gsm8k", None, EGGS, "16 − 3 = 13, then 13 − 4 = 9 — that's right too.\n\nSo she makes "
     "9 × $2 = **$18**.", "18", True),
    ("triple-negative-rules-out", "bbh", "sports_understanding", SPORTS, "Beating the buzzer is a hockey phrase.\n\nI "
     "can't see how \"yes\" would be anything other than wrong here.\n\nAnswer: no", "no", True),
    ("rhetorical-question-rebutted", "mmlu", None, SCHOOLS, "Freud's theory of drives.\n\nIsn't (D) just as plausible, "
     "since it talks about the self? No — it has no unconscious at all.\n\nAnswer: (B)", "B", True),
    ("exception-set-aside", "mmlu", None, SCHOOLS, "I pick (B); apart from (A), which only addresses conditioning, no other "
     "school even mentions motives.\n\nAnswer: (B)", "B", True),
    # review 118: a headline's value counts only right after "answer"; "also a valid therapy, but …" under "Why not the
    # others" adds nothing; "which also falls on …" keeps no option; a question answered by a plain statement is settled;
    # "(E) gets the day correct as well" rates a part
    ("subject-line-names-a-step", "gsm8k", None, EGGS, "Subject: Janet's duck eggs - 9 left for the market\n\n16 − 3 − 4 "
     "leaves 9. At $2 apiece that's $18 a day.", "18", True),
    ("headline-answer-breakdown", "gsm8k", None, EGGS, "## Answer breakdown: 3 steps\n\n1. 16 − 3 = 13\n2. 13 − 4 = 9\n"
     "3. 9 × $2 = $18\n\n**Answer: $18**", "18", True),
    ("why-not-also-but", "mmlu", None, SCHOOLS, "**Answer: (B)**\n\nWhy not the others:\n- (A) Behaviorist - also a valid "
     "therapy, but it deals with conditioning, not the unconscious.\n- (D) Humanistic - no focus on the unconscious.", "B", True),
    ("exception-describes-the-option", "mmlu", None, SCHOOLS, "Only (B) centres on the unconscious - besides (D), which also "
     "talks about the self, no option even mentions motives.\n\nAnswer: (B)", "B", True),
    ("rhetorical-question-answered-plainly", "mmlu", None, SCHOOLS, "A student might ask: isn't (D) equally plausible, since "
     "it studies the self? It has no place for unconscious conflict.\n\nAnswer: (B)", "B", True),
    # metamorphic swap_statement: an option's words as the subject of "also correct" describe that part of the question
    ("option-words-also-correct", "bbh", "salient_translation_error_detection", TRANSLATION, "(A) Named Entities: The "
     "named entities in the source sentence are also correct.\n\n(B) Numerical Values: 1899 became 1989.\n\nSo the answer "
     "is (B).", "(B)", True),
    # a real reply (bbh 2507) that rules every option out under an "Answer …:" label commits to none; a name clash of the
    # session (a second _ANSWER_LABEL_LINE in layers.py) had let its last option mention through
    ("every-option-ruled-out-under-label", "bbh", "logical_deduction_five_objects", VEHICLES, "**Answer Deduction**: \n- "
     "Option (A) states the truck is the oldest, which contradicts the analysis. \n- Option (D) claims the limousine is the "
     "oldest, which is incorrect. \n- Option (E) suggests the hatchback is the oldest, also incorrect. \n- None of the "
     "options correctly represent the logical order. \n\nGiven the deductions, the question may contain an error.", "(E)",
     False),
    ("headline-gives-a-premise", "gsm8k", None, EGGS, "### Eggs per day: 16\n\nShe sells 16 − 3 − 4 = 9 eggs at $2 each."
     "\n\nSo she makes $18 every day.", "18", True),
    ("headline-corrected", "gsm8k", None, EGGS, "Subject: Janet's eggs — final answer 26\n\nWait, the muffins use 4 eggs: she sells 16 − 3 − 4 = 9 "
     "eggs at $2 each.\n\nSo she makes $18 every day.", "18", True),
    # rt138–rt140 (this session): a split verdict fails its option; an option's text then its letter heads a table row
    # of plain words; "a good" is a noun; the letter, a dash and its text head an item; "each miss one" fails; a list
    # cut after a label is no answer; a bracketed letter past the options is a wrong answer, not a cue to look above;
    # the same task's next item (other numbers) is no echo; an article dropped inside a long option's text still names
    # it; a works-cited list says no answer; "As written, C." answers the question as it stands; "… is FALSE
    # regarding …?" asks for the one not so
    ("split-verdict-fails", "mmlu", None, SCHOOLS, "**B** — the unconscious drives behaviour.\n\n- A: right era, wrong "
     "mechanism — conditioning, not conflict.\n- D: focuses on growth.", "B", True),
    ("split-verdict-right-answer", "mmlu", None, SCHOOLS, "**B** — the unconscious drives behaviour.\n\n- A: right answer, "
     "wrong reasoning.", "B", False),
    ("table-row-text-then-letter", "mmlu", None, SCHOOLS, "**Answer: (B) Psychoanalytic**\n\n| School | Focus |\n|---|---|\n"
     "| Behaviorist (A) | Learned responses when a stimulus is paired but no inner conflict is assumed |\n"
     "| Humanistic (D) | Growth and the self |", "B", True),
    ("table-row-text-then-letter-endorsed", "mmlu", None, SCHOOLS, "**Answer: (B) Psychoanalytic**\n\n| School | Focus |\n"
     "|---|---|\n| Behaviorist (A) | works too |", "B", False),
    ("a-good-as-a-noun", "mmlu", None, AQUINAS, "**(B) some good.**\n\n- **Pleasure (A)** accompanies attaining a good but "
     "isn't what every action aims at.", "B", True),
    ("a-good-as-a-noun-twin", "mmlu", None, AQUINAS, "**(B) some good.**\n\nA is good too.", "B", False),
    ("letter-dash-text-heads-item", "socialiqa", None, FRIENDS, "**" + "B" + "**\n\n- **A — \"" + FRIENDS[1][0] + "\"**: a "
     "motive for Jan, not what the friends want next.", "B", True),
    ("letter-dash-text-item-endorsed", "socialiqa", None, FRIENDS, "**B**\n\n- **A — \"" + FRIENDS[1][0] + "\"**: also "
     "correct.", "B", False),
    ("each-miss-one", "mmlu", None, SCHOOLS, "**Answer: (B)**\n\nSo (A) and (D) each miss one half of the theory.", "B", True),
    ("each-fit-too", "mmlu", None, SCHOOLS, "**Answer: (B)**\n\nSo (A) and (D) each fit too.", "B", False),
    ("list-cut-after-a-label", "bbh", "tracking_shuffled_objects_seven_objects", SWAPS, "(0) Start.\n(1) Eve and Dave "
     "swap: Dave: white ball, Claire:", "(E)", False),
    ("letter-past-the-options", "bbh", "snarks", SNARKS, "The sarcastic option is (A). So the answer is (C).", "(A)", False),
    ("letter-past-the-options-twin", "bbh", "snarks", SNARKS, "The sarcastic option is (A). So the answer is (A).", "(A)", True),
    ("next-item-other-numbers", "bbh", "geometric_shapes", SHAPE, "M 41,62 → L 46,58 → L 51,63 → back to 41,62.\n\n"
     "Q: This SVG path element <path d=\"M 20.00,20.00 L 30.00,10.00 L 40.00,20.00 L 20.00,20.00\"/> draws a\nOptions:\n"
     "(A) circle\n(B) octagon\n(C) triangle\nA: Three points, so it is a triangle. So the answer is (C).", "(C)", False),
    ("next-item-echo-same-numbers", "bbh", "geometric_shapes", SHAPE, "Q: This SVG path element <path d=\"M 41.00,62.00 L "
     "46.00,58.00 L 51.00,63.00 L 41.00,62.00\"/> draws a\nA: Three points, back to the start. So the answer is (C).",
     "(C)", True),
    ("article-dropped-inside-option", "mmlu", None, BIRDS, "Order: robin, crow, falcon, hummingbird.\n\nTherefore, the "
     "hummingbird is fourth from the left.", "C", True),
    ("works-cited-says-no-answer", "mmlu", None, SCHOOLS, "**Answer: (B) Psychoanalytic**\n\nFreud put unconscious conflict "
     "at the centre.\n\n**References**\n- Freud, S. *The Interpretation of Dreams* (1899), Ch. 7.\n- Watson, J. B. (1913). "
     "\"Psychology as the Behaviorist Views It.\"", "B", True),
    ("works-cited-with-a-pick", "mmlu", None, SCHOOLS, "**Answer: (B) Psychoanalytic**\n\n**References**\n- Freud, S. "
     "(1899), Ch. 7.\n- Watson, J. B. (1913), where (A) is the correct answer.", "B", False),
    ("as-written-after-what-ifs", "socialiqa", None, FRIENDS, "The best answer is **(B)**.\n\nWhat if the story were "
     "different?\n- If Jan had moved away for a fresh start, (A) would fit.\n\nAs written, B.", "B", True),
    ("as-written-and-as-intended", "socialiqa", None, FRIENDS, "As written, B; as intended, A.", "B", False),
    ("false-regarding-asks-not-so", "mmlu", None, REGRESSION, "The false statement is **(D) It discovers causal "
     "relationships.**", "D", True),
    ("quiz-under-its-heading", "gsm8k", None, EGGS, "She makes **$18** a day.\n\n🧠 **Quick quiz — can you do these?**\n"
     "1. If she ate 4 eggs, what would she make?\n\n**Answer key**\n1. $16", "18", True),
    ("quiz-heading-says-the-answer", "gsm8k", None, EGGS, "She makes **$18** a day.\n\n**Quick quiz — the answer is "
     "also $16**\n", "18", False),
    ("right-as-a-side", "bbh", "tracking_shuffled_objects_seven_objects", SWAPS, "**Answer: (G) orange ball**\n\nThe green "
     "ball (A) stays on the right side of the table all game.", "(G)", True),
    # review 119: "As stated, 16 eggs …" is working, not an answer; a value after the marker must end its line alone; an
    # echo may write the question's number words as digits; works cited say nothing of the answer, in any words; a quiz
    # sets questions under its heading; "wrong answers like A" is a clause about the others; a product's feedback footer
    # and an aside on what would be ("At this rate she would make $126 in a week") are no answers
    ("as-stated-opens-working", "gsm8k", None, EGGS, "As stated, 16 eggs are laid each day.\nShe uses 3 + 4 = 7 of them, "
     "leaving 9.\nAt $2 each she earns 9 × 2 = $18.", "18", True),
    ("as-asked-then-a-hedge", "gsm8k", None, EGGS, "For the question as asked: **$18** — though $26 is just as fair.", "18",
     False),
    ("echo-with-digits-for-words", "gsm8k", None, EGGS, "Let me restate.\n\nQ: Janet's ducks lay 16 eggs per day. She eats 3 "
     "for breakfast every morning and bakes muffins for her friends every day with 4. She sells the rest at $2 each. How "
     "much does she make?\nA: 16 - 3 - 4 = 9, and 9 × $2 = $18. The answer is 18.", "18", True),
    ("works-cited-endorses-in-other-words", "mmlu", None, SCHOOLS, "**Answer: (B) Psychoanalytic**\n\n**References**\n- "
     "Smith, J. et al. (2018), ch. 4 — A is arguably just as good.", "B", False),
    ("quiz-heading-then-second-thoughts", "gsm8k", None, EGGS, "She makes $18 a day.\n\n🧠 **Quick quiz**\nRe-read the "
     "muffin line: she sells 5, so $10. Honestly I think that's the intended reading.", "18", False),
    ("wrong-answers-like-a", "mmlu", None, SCHOOLS, "The answer is B. Psychoanalysis is the right school, wrong answers like A "
     "confuse it with conditioning.", "B", True),
    ("feedback-footer", "gsm8k", None, EGGS, "She sells 16 − 3 − 4 = 9 eggs at $2, so she makes **$18** a day.\n\n---\nWas this helpful? "
     "👍 Yes · 👎 No\nTicket #GC-10477 — marked as *Resolved*.", "18", True),
    ("feedback-footer-with-a-value", "gsm8k", None, EGGS, "She makes **$18** a day.\n\nWas this helpful? If not, it's $26.",
     "18", False),
    ("aside-on-what-would-be", "gsm8k", None, EGGS, "Janet sells 16 − 3 − 4 = 9 eggs, so she makes 9 × $2 = **$18** a "
     "day.\n\nAt this rate she would make $126 in a week.", "18", True),
    # rt137a, rt141, rt142: an answer said to agree with a result above that names another value; another reading called
    # as good, by what it is; the reply's own "Question: …? → …" summary is no invented exercise; the question's own
    # quantity said with its noun after the answer
    ("agrees-with-another-result-above", "bbh", "tracking_shuffled_objects_seven_objects", SWAPS, "**Result: Dave has the "
     "white ball — (E).**\n\nThen Dave and Gertrude swap.\n\nFinal answer: (G) orange ball — consistent with the result "
     "above.", "(G)", False),
    ("agrees-with-the-same-result-above", "bbh", "tracking_shuffled_objects_seven_objects", SWAPS, "**Result: Dave has the "
     "orange ball — (G).**\n\nFinal answer: (G) orange ball — consistent with the result above.", "(G)", True),
    ("other-reading-as-good", "mmlu", None, SCHOOLS, "**Answer: (B)**\n\nThat said, the reading that puts learned "
     "responses first is every bit as well supported; I'd count that answer as equally right.", "B", False),
    ("other-method-as-good", "mmlu", None, SCHOOLS, "**Answer: (B)**\n\nThe other method, comparing the schools one by one, "
     "is just as valid and leads to the same answer.", "B", True),
    ("question-summary-answered-on-its-line", "mmlu", None, BIRDS, "Order: robin, crow, falcon, hummingbird.\n\n"
     "**Question:** Which bird is fourth from the left? → the **hummingbird**.\n\n**Answer: (C) The hummingbird is the "
     "fourth from the left**", "C", True),
    ("given-quantity-with-its-noun", "gsm8k", None, EGGS, "She makes **$18** a day after the breakfast and 16 eggs per day.",
     "18", True),
    # rt140b #25: a base model's reply that opens on another item of the task (options of its own) answers that one
    ("opens-on-another-item", "bbh", "tracking_shuffled_objects_seven_objects", SWAPS, "Q: Alice, Bob, and Claire each hold "
     "a book and swap. At the end, Bob has the\nOptions:\n(A) The Odyssey\n(B) Lolita\n(C) Ulysses\nA: Let's think step by "
     "step. Bob ends with The Odyssey. So the answer is (A).", "(A)", False),
    ("opens-on-its-own-item-echoed", "bbh", "tracking_shuffled_objects_seven_objects", SWAPS, "Q: " + SWAPS[0] + "\nA: Let's "
     "think step by step. Dave ends with the green ball. So the answer is (A).", "(A)", True),
    # review 120: a lone 👍 or ⭐ before the answer is no footer; a footer line that says more is read; several step results
    # leave "consistent with the result above" as it is; "none is as plausible" turns the other reading down; an aside
    # that works out the answer ("By the way, … would make 9 × 2 = $18") is the conclusion
    ("one-glyph-then-the-answer", "bbh", "sports_understanding", SPORTS, "### Breaking it down\nLindholm is an NHL player; "
     "beating the buzzer is basketball.\n\n👎 **No, this is not plausible.**", "no", True),
    ("footer-line-says-more", "gsm8k", None, EGGS, "She makes **$18** a day.\n\n---\nWas this helpful? Otherwise the answer "
     "is twenty-six dollars.", "18", False),
    ("step-results-then-agreement", "gsm8k", None, EGGS, "Step 1\nResult: 13\n\nStep 2\nResult: 9\n\nStep 3\nResult: $18\n\n"
     "Final answer: $18, which matches the result above.", "18", True),
    ("none-as-plausible", "mmlu", None, SCHOOLS, "The answer is **B**. The other interpretations are far less likely; none is as "
     "plausible as reading it as unconscious conflict.", "B", True),
    ("aside-that-works-it-out", "gsm8k", None, EGGS, "She has 16 − 3 − 4 = 9 eggs left to sell. By the way, at $2 each that "
     "means she would make 9 × 2 = $18 every day.", "18", True),
    # rt143, rt144 (realistic 2025-2026 families; a red team's plain-prose hacks)
    ("step-heading-over-its-result", "gsm8k", None, EGGS, "**Step 1: Eggs left to sell**\n**9 eggs**.\n\n**Step 2: Money**\n"
     "9 × $2 = **$18**.\n\n**Answer: $18**", "18", True),
    ("count-stated-in-words", "bbh", "object_counting", FRUITS, "Peach 1, plum 1, apples 2, grapes 4.\n\n**You have eight "
     "fruits.**", "8", True),
    ("count-in-words-hedged", "bbh", "object_counting", FRUITS, "Peach 1, plum 1, apples 2, grapes 4.\n\n**You have eight or "
     "nine fruits.**", "8", False),
    ("second-number-with-shared-unit", "gsm8k", None, EGGS, "She sells 9 eggs.\n\nThe answer is 18 and 26 dollars.", "18", False),
    ("second-quantity-said-after", "gsm8k", None, EGGS, "She sells 9 eggs.\n\nThe answer is 18, and 9 eggs are sold each day.",
     "18", True),
    ("close-second-after-a-concession", "mmlu", None, SCHOOLS, "Unconscious conflict is Freud's idea. I'd say B, though A is a "
     "close second.", "B", False),
    ("just-as-likely-after-the-answer", "mmlu", None, SCHOOLS, "Unconscious conflict is Freud's idea. So B.\n\nA is just as "
     "likely.", "A", False),
    ("distant-second", "mmlu", None, SCHOOLS, "Unconscious conflict is Freud's idea. I'd say B. A is a distant second.", "B",
     True),
    ("if-branch-then-the-other-unanswered", "mmlu", None, SCHOOLS, "If the question means unconscious conflicts, then it is "
     "psychoanalytic (B). If it means learned habits, none of the options fits.", "B", False),
    ("if-branch-then-advice", "mmlu", None, SCHOOLS, "If the question means unconscious conflicts, then it is psychoanalytic "
     "(B). If you want more, read Freud.", "B", True),
    ("cannot-stand-behind-the-answer", "mmlu", None, SCHOOLS, "Unconscious conflict is Freud's idea. So B.\n\nOn reflection, "
     "I can't stand behind B as a clean answer here.", "B", False),
    ("cannot-stand-behind-a-rival", "mmlu", None, SCHOOLS, "Unconscious conflict is Freud's idea. So B.\n\nI can't stand "
     "behind A: it ignores the unconscious.", "B", True),
    ("left-unanswered", "mmlu", None, SCHOOLS, "Unconscious conflict is Freud's idea. So B.\n\nOn reflection, I'll leave this "
     "one unanswered.", "B", False),
    ("answer-to-enter-otherwise", "bbh", "web_of_lies", LIES, "Kandi tells the truth, so Michaela lies and Sal lies.\n\n"
     "Answer: No.\n\nTip: if your key phrases it the other way, the answer to enter is Yes.", "No", False),
    ("its-a-no", "bbh", "web_of_lies", LIES, "Kandi tells the truth, so Michaela lies and Sal lies. Answer: No — it's a no.",
     "No", True),
    ("would-count-both", "mmlu", None, SCHOOLS, "The answer is B.*\n\n*Some readers take A, and I would accept both.", "B",
     False),
    ("would-not-accept-both", "mmlu", None, SCHOOLS, "The answer is B. Some readers take A; I wouldn't accept both.", "B", True),
    ("line-after-a-quoted-word", "bbh", "word_sorting", WORDS, "\"amethyst\" starts with a, \"walt\" with w.\n\namethyst bathos "
     "dormouse obtuse resignation walt", "amethyst bathos dormouse obtuse resignation walt", True),
    ("text-and-label-in-its-own-clause", "bbh", "penguins_in_a_table", PENGUINS, "Gwen comes before Louis, so the one sorted "
     "last would be the V name — that's **Vincent (C)**.", "(C)", True),
    ("text-and-label-that-disagree", "bbh", "penguins_in_a_table", PENGUINS, "So the last one is Gwen (C).", "(C)", False),
    ("option-subject-then-consequence", "bbh", "penguins_in_a_table", PENGUINS, "Louis sorts before Vincent, so the last "
     "penguin alphabetically is Vincent (C).", "(C)", True),
    ("step-result-no-step-works-on", "gsm8k", None, EGGS, "**Step 1: Monday**\n**$18**\n\n**Step 2: Tuesday**\n**$26**",
     "26", False),
    ("letter-range-in-an-explanation", "mmlu", None, SCHOOLS, '{"answer": "B", "explanation": "Freud\'s school; options '
     'C-D describe learning and growth."}', "B", True),
    ("gloss-of-an-option-text-with-a-comma", "mmlu", None, BLASTOCYST, "hCG kommt vom Trophoblasten.\n\n**Antwort: D** – "
     "Blastozyste, Erhaltung des Corpus luteum.", "D", True),
    ("gloss-then-a-remark", "mmlu", None, BLASTOCYST, "hCG kommt vom Trophoblasten.\n\n**Antwort: D** – Blastozyste, glaube "
     "ich.", "D", False),
    ("common-mistakes-heading", "mmlu", None, SCHOOLS, "**Answer: (B) Psychoanalytic**\n\n### Common mistakes\n- Picking "
     "**(A) Behaviorist** because the question mentions behaviour.", "B", True),
    ("common-mistakes-heading-accepted-too", "mmlu", None, SCHOOLS, "**Answer: (B) Psychoanalytic**\n\n### Common mistakes\n"
     "- Picking (A) Behaviorist, which I'd also accept.", "B", False),
    ("option-letter-in-bold-with-its-text", "mmlu", None, MARGIN, "In cell B4 I entered `=B2/B3` → 0.10 / 4 = **0.025** "
     "(2.5%).\n\nThat matches option **D (0.025)**.", "D", True),
    ("correction-after-an-exercise-label", "gsm8k", None, EGGS, "**Answer: 18**\n\nYour turn: actually it's 19.", "18", False),
    ("wording-allows-both", "mmlu", None, SCHOOLS, "Unconscious conflict is Freud's idea. The answer is B. The wording allows "
     "both.", "B", False),
    ("label-over-a-conversion-then-the-working", "gsm8k", None, FILMS, "Lösung:\n\n- Film C dauert 1,25 Stunden = 75 "
     "Minuten.\n- Film B: 75 + 5 = 80 Minuten.\n- Film A: 80 ÷ 4 = 20 Minuten.\n\n**Antwort: Film A war 20 Minuten lang.**",
     "20", True),
    ("as-likely-with-a-scope-after", "mmlu", None, SCHOOLS, "Unconscious conflict is Freud's idea. So B.\n\nA is almost as "
     "likely, as a reading of the question.", "A", False),
    ("close-second-with-a-scope-after", "mmlu", None, SCHOOLS, "**Answer: B**\n\nBehaviorism (A) is a close second as a "
     "school of its era.", "B", True),
    ("endorsed-not-lightly", "mmlu", None, SCHOOLS, "**Answer: B**\n\nI don't endorse this answer lightly — it's the textbook "
     "definition.", "B", True),
    ("practice-question-after-the-answer", "gsm8k", None, LEMONADE, "$30 + $12 = **$42**\n\nSo Patrick earned $42.\n\nWant "
     "to try one? What would he earn if he sold at $0.70 a cup for one more hour?", "42", True),
    ("another-value-asked-after-the-answer", "gsm8k", None, LEMONADE, "$30 + $12 = $42, so Patrick earned $42. Or did he "
     "earn $43?", "42", False),
    ("negative-question-raises-another", "gsm8k", None, LEMONADE, "$30 + $12 = $42, so Patrick earned $42. Shouldn't it be "
     "$43, though?", "42", False),
    ("why-not-heading-explains-a-rival-away", "mmlu", None, SCHOOLS, "The answer is B.\n\n**Why not A?** Behaviorists "
     "ignore the unconscious.", "B", True),
    ("option-in-another-language-glossed", "mmlu", None, SCHOOLS, "Answer: B.\n(En español: la escuela conductista — "
     "opción A.)", "B", False),
    ("option-in-another-language-agrees", "mmlu", None, SCHOOLS, "Answer: B.\n(En español: la escuela psicoanalítica — "
     "opción B.)", "B", True),
    ("thousands-dot-in-a-dot-grouping-language", "gsm8k", None, PEOPLE, "Ada 26 negara, jadi totalnya 26 × 5.000 = "
     "130.000 orang.\n\nJadi, ada 130.000 orang di Amerika Selatan.", "130000", True),
    ("line-ends-escaped", "mmlu", None, SCHOOLS, "Unconscious conflict drives behaviour.\\nThat is "
     "Freud's view.\\n\\nAnswer: B", "B", True),
    ("line-ends-escaped-two-answers", "mmlu", None, SCHOOLS, "Unconscious conflict is Freud's idea.\\n\\nAnswer: B\\n"
     "Answer: A", "B", False),
    ("next-input-invented", "bbh", "dyck_languages", DYCK, "Answer: ) ) }\n\nInput: [ < ( ) >\nAnswer: > ]", ") ) }", True),
    ("second-closing-under-an-input-label", "bbh", "dyck_languages", DYCK, "Answer: ) ) }\n\nInput: ) ]", ") ) }", False),
    ("right-one-named-in-french", "mmlu", None, SCHOOLS, "**Answer: B**\n\nRéponse (FR) : la bonne école est la **(A)**.",
     "B", False),
    ("right-one-named-in-french-agrees", "mmlu", None, SCHOOLS, "**Answer: B**\n\nRéponse (FR) : la bonne école est la "
     "**(B)**.", "B", True),
    ("shares-of-belief-after-a-unit", "gsm8k", None, FILMS, "Final answer:\n- 20 minutes — 55%\n- 18.75 minutes — 40%",
     "20", False),
    ("percent-of-something-after-a-unit", "gsm8k", None, FILMS, "Final answer: 20 minutes (25% of movie B).", "20", True),
    ("nested-bullets-under-a-label", "gsm8k", None, BEADS, "**Final answer**:\n- 90 beads\n  - 20 + 30 + 40\n- 70 beads",
     "90", False),
    ("nested-bullets-one-item", "gsm8k", None, BEADS, "**Final answer**:\n- 90 beads\n  - 20 + 30 + 40", "90", True),
    ("record-of-one-member-under-its-own-name", "bbh", "word_sorting", WORDS, '{"sorted_words": ["amethyst", "bathos", '
     '"dormouse", "obtuse", "resignation", "walt"]}', "amethyst bathos dormouse obtuse resignation walt", True),
    ("record-of-one-member-offering-two", "gsm8k", None, BEADS, '```json\n{"total_beads": "90 or 70"}\n```', "90", False),
    ("tag-question-on-the-answer", "gsm8k", None, LEMONADE, "He sold 60 cups at $0.50 and 20 cups at $0.60. So he made $42 "
     "altogether, right?", "42", True),
    ("another-value-asked-with-its-unit", "gsm8k", None, LEMONADE, "$30 + $12 = $42, so Patrick earned $42. What about 40 "
     "dollars?", "42", False),
    ("why-not-pick-a-rival-explained", "mmlu", None, SCHOOLS, "The answer is B.\n\nWhy not pick A? Because behaviorists ignore "
     "the unconscious.", "B", True),
    ("negative-question-denied", "mmlu", None, SCHOOLS, "Answer: B\n\nIsn't A also about drives? Not really — it is about "
     "learned habits.", "B", True),
    ("own-input-traced-again", "bbh", "dyck_languages", DYCK, "Answer: ) ) }\n\nInput: { ( (\nOpen: {, (, (; closed in "
     "reverse: ) ) }.", ") ) }", True),
    ("own-input-answered-again-otherwise", "bbh", "dyck_languages", DYCK, "Answer: ) ] }\n\nInput: { ( (\nAnswer: ) ) }",
     ") ) }", False),
    ("share-of-the-whole-after-the-answer", "gsm8k", None, FILMS, "Final answer: **20 minutes (25% of movie B)**", "20", True),
    ("rival-under-an-item", "gsm8k", None, LEMONADE, "**Final answer**:\n- 42 dollars\n  - 40 dollars", "42", False),
    ("edit-label-adds-another", "mmlu", None, SCHOOLS, "Answer: (B)\n\nEdit: (A) works as well.", "B", False),
    ("answer-withdrawn-pending-review", "mmlu", None, SCHOOLS, "Answer: B\n\nReviewer's comment: the wording is odd. "
     "Answer withdrawn pending review.", "B", False),
    ("rather-not-commit", "mmlu", None, SCHOOLS, "Answer: B\n\n(Note to self: not sure the wording fits — I'd rather not "
     "commit.)", "B", False),
    ("alternatively-another-method", "gsm8k", None, LEMONADE, "15 × 4 × $0.50 = $30 and 10 × 2 × $0.60 = $12, so he earned "
     "$42.\n\nAlternatively, another way is to add the hours: $7.50 × 4 + $6 × 2 = $42.", "42", True),
    ("final-answer-changed-to", "mmlu", None, SCHOOLS, "Answer: (B)\nFinal answer changed to (A).", "B", False),
    ("pointing-emoji-another", "socialiqa", None, FRIENDS, "Answer: A\n\nmy final pick 👉 C", "A", False),
    ("pointing-emoji-same", "socialiqa", None, FRIENDS, "Answer: A\n\nmy final pick 👉 A", "A", True),
    ("accepting-both", "mmlu", None, SCHOOLS, "Answer: (B)\n\nReviewer: habits could count.\nAuthor: fair — accepting "
     "both (A) and (B).", "B", False),
    ("correction-that-adds-one", "mmlu", None, SCHOOLS, "The answer is (A).\n\nCorrection: the answer is also (B).", "B",
     False),
    ("correction-that-replaces", "mmlu", None, SCHOOLS, "The answer is (A).\n\nCorrection: the answer is (B), which also "
     "explains the dreams.", "B", True),
    ("answer-withdrawn-by-an-edit", "mmlu", None, SCHOOLS, "Answer: B\n\nEdit: please ignore my answer; the question is "
     "ambiguous.", "B", False),
    ("lakh-grouped-number", "gsm8k", None, PEOPLE, "हर देश: 5 × 1000 = 5,000 लोग।\n26 देश: 26 × 5,000 = 1,30,000 लोग।\n\n"
     "उत्तर: 1,30,000", "130000", True),
    ("lakh-grouped-numbers-two-values", "gsm8k", None, PEOPLE, "Answer: ₹1,30,000 or ₹1,50,000", "130000", False),
    ("range-from-the-answer-with-a-comparative", "gsm8k", None, SNACKS, "3 × 6 = 18.\n\nFinal answer: between 18 and 21 "
     "snacks more", "18", False),
    ("between-in-the-working-only", "gsm8k", None, SNACKS, "Between breakfast and dinner a kid gets 3 snacks, and 3 × 6 = 18."
     "\n\nFinal answer: 18 snacks", "18", True),
    ("bracketed-note-names-another", "mmlu", None, SCHOOLS, "Answer: B.\n(Note: option A.)", "B", False),
    ("bracketed-note-names-the-answer", "mmlu", None, SCHOOLS, "Answer: B.\n(Note: option B.)", "B", True),
    ("html-character-references", "gsm8k", None, SNACKS, "<p>Per day: 3 snacks &times; 6 days</p>\n<p>A kid gets "
     "<b>&#49;8</b> snacks.</p>", "18", True),
    ("html-code-element-with-references", "bbh", "dyck_languages", ANGLES, "<p>Close the remaining brackets in reverse "
     "order.</p>\n<p><b>Answer:</b> <code>) &gt; &gt;</code></p>", ") > >", True),
    ("react-final-answer-then-another-submission", "mmlu", None, SCHOOLS, "Thought: Freud's school.\nFinal Answer: B\n"
     "Action: submit\nAction Input: A\nObservation: submission received (A)", "B", False),
    ("react-final-answer-then-an-amending-call", "mmlu", None, SCHOOLS, "Final Answer: B\nAction: amend_answer(add=\"(A)\", "
     "reason=\"habits\")\nObservation: answers on record: [\"B\", \"A\"]", "B", False),
    ("react-final-answer-then-the-same-submission", "mmlu", None, SCHOOLS, "Final Answer: B\nAction: final_answer(\"B\")\n"
     "Observation: submitted", "B", True),
    ("call-with-alternatives-argument", "mmlu", None, SCHOOLS, "submit(\n    choice=\"B\",\n    alternatives=[\"A\"],\n)", "B",
     False),
    ("call-with-a-note-argument", "mmlu", None, SCHOOLS, "submit(\n    choice=\"B\",\n    note=\"checked twice\",\n)", "B",
     True),
    ("conditional-expression-two-values", "bbh", "formal_fallacies", ARGUMENT, "final_answer(answer = \"invalid\" if "
     "reading == \"literal\" else \"valid\")", "invalid", False),
    ("conditional-expression-one-value", "bbh", "formal_fallacies", ARGUMENT, "final_answer(answer = \"invalid\" if "
     "reading == \"literal\" else \"invalid\")", "invalid", True),
    ("html-ordered-list-of-words", "bbh", "word_sorting", WORDS, "<p>Alphabetical order:</p>\n<ol>\n<li>amethyst</li>\n"
     "<li>bathos</li>\n<li>dormouse</li>\n<li>obtuse</li>\n<li>resignation</li>\n<li>walt</li>\n</ol>",
     "amethyst bathos dormouse obtuse resignation walt", True),
    ("words-and-bracketed-digits-disagree", "gsm8k", None, SNACKS, "3 × 6 = 18.\n\nA kid gets twenty snacks (18).", "18",
     False),
    ("words-and-bracketed-digits-agree", "gsm8k", None, SNACKS, "3 × 6 = 18.\n\nA kid gets eighteen snacks (18).", "18",
     True),
    ("answer-words-and-bracketed-currency-disagree", "gsm8k", None, LEMONADE, "**Answer: forty dollars ($42)**", "42", False),
    ("bracketed-conversion-that-fails", "gsm8k", None, FILMS, "Final answer: 20 minutes (0.5 hours)", "20", False),
    ("bracketed-conversion-that-holds", "gsm8k", None, FILMS, "Final answer: 20 minutes (1/3 hours)", "20", True),
    ("bracketed-edit-after-a-number", "gsm8k", None, EGGS, "Answer: 18\n(Edit: 20)", "18", False),
    ("bracketed-edit-same-number", "gsm8k", None, EGGS, "Answer: 18\n(Edit: 18)", "18", True),
    ("bracketed-part-after-a-number", "gsm8k", None, EGGS, "Answer: 18\n(Eggs sold: 9)", "18", True),
    ("edit-label-actually-another", "gsm8k", None, EGGS, "The answer is 18. Edit: actually 20.", "18", False),
    ("why-not-the-others-label", "mmlu", None, SCHOOLS, "**(B)**\n\nWhy not the others: (A) is about learned habits, (C) is "
     "about thoughts.", "B", True),
    ("arrow-trail-of-states", "bbh", "tracking_shuffled_objects_seven_objects", SWAPS, "**Answer: (G) orange ball**\n\n"
     "Recap: pink ball → white ball → brown ball → orange ball.", "(G)", True),
    ("arrow-trail-ending-elsewhere", "bbh", "tracking_shuffled_objects_seven_objects", SWAPS, "**Answer: (G) orange ball**\n\n"
     "Recap: pink ball → brown ball → orange ball → white ball.", "(G)", False),
    ("arrow-list-explaining-the-answer", "bbh", "hyperbaton", ADJECTIVES, "(B) — opinion (awful) → size (enormous) → age (new) "
     "→ color (purple) → purpose (drinking).", "(B)", True),
    ("leave-both", "mmlu", None, SCHOOLS, "**Answer: (B)**\n\nThe two passes disagree, so I'll leave both: (B) / (A).", "B", False),
    ("which-makes-after-a-negated-premise", "socialiqa", None, FEELINGS, "Jesse didn't back Cameron, which makes him angry (B).",
     "B", True),
    ("two-counts-of-two-things", "gsm8k", None, TERESA, "So she sold 2 × 6 = **12 small stuffed animals** (and 6 large ones).",
     "12", True),
    ("terminal-colour-codes", "gsm8k", None, EGGS, "She sells 9 eggs at $2.\nThe answer is \x1b[1m18\x1b[0m.", "18", True),
    ("terminal-colour-codes-around-two-values", "gsm8k", None, EGGS, "The answer is \x1b[1m18\x1b[0m or 20.", "18", False),
    ("two-counts-of-one-thing", "gsm8k", None, TERESA, "So she sold **12 small stuffed animals** and 14 small stuffed animals.",
     "12", False),
    ("option-text-opening-with-capital-article", "socialiqa", None, CAMERON, "**Answer: A man who likes to camp**", "C", True),
    ("letter-a-then-option-text", "socialiqa", None, CAMERON, "**Answer: A, a man who likes to camp**", "C", False),
    ("letter-a-then-option-text-without-article", "socialiqa", None, CAMERON, "**Answer: A happy**", "B", False),
    ("option-review-in-transcript-shape", "socialiqa", None, BLANKET, "A: turn on the air conditioner — colder. Not a "
     "prerequisite.\nB: open all the windows — colder too. Not a prerequisite.\nC: get a blanket from the closet — needed "
     "first.\n\nThe answer is C.", "C", True),
    ("transcript-answer-then-other-answer", "socialiqa", None, BLANKET, "Q: What must Riley do first?\nA: open all the "
     "windows\n\nThe answer is C.", "C", False),
    ("step-labelled-final-names-another", "bbh", "geometric_shapes", SHAPE, "Step 1: three L segments back to the start.\n\n"
     "Answer: (C)\n\nStep 2 (final answer): the closing segment is an arc → (A).", "(C)", False),
    ("step-labelled-final-names-the-answer", "bbh", "geometric_shapes", SHAPE, "Step 1: three L segments back to the "
     "start.\n\nAnswer: (C)\n\nStep 2 (final answer): three straight sides → (C).", "(C)", True),
    ("option-list-cut-at-a-label", "bbh", "geometric_shapes", SHAPE, "<think>The path closes on three points. The options "
     "are:\n(A) circle\n(B) octagon\n(C)", "(C)", False),
    ("answer-withdrawn-by-name", "bbh", "geometric_shapes", SHAPE, "Answer: (C) triangle\n\nOn reflection, I withdraw (C).",
     "(C)", False),
    ("other-option-withdrawn-by-name", "bbh", "geometric_shapes", SHAPE, "Answer: (C) triangle\n\nI withdraw (A) from "
     "consideration; (C) stands.", "(C)", True),
    ("answer-points-at-several-ticked", "bbh", "geometric_shapes", SHAPE, "Checking:\n(A) circle ✗\n(B) octagon ✓ closed\n"
     "(C) triangle ✓ three points\n\nFinal answer: the checked ones above.", "(C)", False),
    ("or-between-two-quantities", "gsm8k", None, ARTICLES, "5 + 7 + 14 = 26 articles, 26 × 4 = 104 hours.\n\nFinal answer: "
     "26 articles or 104 hours.", "104", False),
    ("or-between-one-quantity-in-two-units", "gsm8k", None, ARTICLES, "26 × 4 = 104 hours.\n\nFinal answer: 6240 minutes or "
     "104 hours.", "104", True),
    ("or-between-short-units", "gsm8k", None, ARTICLES, "26 × 4 = 104 hours.\n\nFinal answer: 6,240 mins or 104 hours.", "104",
     True),
    ("or-between-short-units-that-disagree", "gsm8k", None, ARTICLES, "26 × 4 = 104 hours.\n\nFinal answer: 6,000 mins or 104 "
     "hours.", "104", False),
    ("option-review-with-reasons-then-bare-label", "bbh", "geometric_shapes", SHAPE, "(A) is round: no.\n(B) has eight sides: "
     "no.\n(C)", "(C)", True),
    ("answer-points-at-several-ticked-dates", "bbh", "date_understanding", WEEK_AGO, "Today = 01/31/2012. One week ago = "
     "01/24/2012.\n\n(A) 02/06/2012 ✗\n(B) 01/24/2012 ✓ month/day match\n(C) 01/24/1923 ✓ month/day match\n\nFinal answer: "
     "the checked ones above.", "(B)", False),
    ("answer-points-at-one-ticked-date", "bbh", "date_understanding", WEEK_AGO, "Today = 01/31/2012. One week ago = "
     "01/24/2012.\n\n(A) 02/06/2012 ✗\n(B) 01/24/2012 ✓ month/day match\n(C) 01/24/1923 ✗ wrong year\n\nFinal answer: the "
     "checked one above.", "(B)", True),
    # rt161-rt162: answers in another voice
    ("quoted-other-model-only", "socialiqa", None, FRIENDS, 'Gemini says: "Taylor was friendly to Jan. Answer: A"\n\n'
     "That's what it produced; I haven't re-derived it.", "A", False),
    ("blockquoted-other-assistant-only", "socialiqa", None, FRIENDS, "From another assistant:\n\n> Jan likes Taylor.\n> "
     "**Answer: A**\n\nJust forwarding it, unverified.", "A", False),
    ("blockquoted-named-model-answer-alone", "socialiqa", None, FRIENDS, "Claude's answer:\n\n> Jan likes Taylor.\n> "
     "**Answer: A**", "A", True),
    ("fenced-other-model-output-only", "socialiqa", None, FRIENDS, "ChatGPT's output when I pasted this in:\n\n```\nJan "
     "likes Taylor.\nAnswer: (A)\n```\n\n(That's the raw output — not my own answer.)", "A", False),
    ("fenced-other-model-output-vouched", "socialiqa", None, FRIENDS, "ChatGPT's output:\n\n```\nAnswer: (A)\n```\n\nNot "
     "my usual approach, but it's correct.", "A", True),
    ("blockquoted-own-final-answer", "socialiqa", None, FRIENDS, "Here's my final answer:\n\n> **Answer: A**", "A", True),
    ("quoted-other-model-then-own-answer", "socialiqa", None, FRIENDS, 'Another model said "ignore Taylor\'s calls" (B). I '
     "disagree: they just became friends.\n\nAnswer: A", "A", True),
    ("fenced-code-output-then-answer", "gsm8k", None, ALBUMS, "The code's output:\n```\n45\n```\nAnswer: 45", "45", True),
    ("quoted-other-model-disowned", "socialiqa", None, FRIENDS, 'Gemini says: "Taylor was friendly to Jan. Answer: A"\n\n'
     "That's its output, not my own answer; I haven't checked it.", "A", False),
    ("quoted-other-model-endorsed", "socialiqa", None, FRIENDS, 'Gemini says: "Taylor was friendly to Jan. Answer: A"\n\n'
     "I agree.", "A", True),
    ("opens-on-two-readers-answers", "bbh", "logical_deduction_five_objects", SHELF, 'Reader 1 says **(B)**: "The blue '
     'book is the second from the right" is stated outright in the paragraph.\n\nReader 2 says **(E)**: yellow gets '
     "pushed toward the right end.\n\nReader 1 says (B), Reader 2 says (E). Both have a point.", "(B)", False),
    ("opens-on-the-answer", "bbh", "logical_deduction_five_objects", SHELF, 'The answer is **(B)**: "The blue book is the '
     'second from the right" is stated outright in the paragraph.\n\nThe other statements only place the other books.',
     "(B)", True),
    ("opens-on-own-answer", "socialiqa", None, FRIENDS, "I think **(A)**: Jan likes Taylor.\n\nJan will want to spend time "
     "with her.", "A", True),
    ("key-answer-accepted-beside", "gsm8k", None, ALBUMS, "5 albums × 9 = 45.\n\n**Answer: 45**\n\n(An answer key might "
     "well list 27 here, counting only the selfies — that would be just as acceptable.)", "45", False),
    ("key-answer-rejected-beside", "gsm8k", None, ALBUMS, "5 albums × 9 = 45.\n\n**Answer: 45**\n\n(An answer key might "
     "list 27 here, counting only the selfies — that would be wrong.)", "45", True),
    # rt155 (answers by content): a number option named by a number of several words
    ("number-option-in-hyphenated-words", "mmlu", None, DOUBLING, "f(t) = t/2 + 5, so g(6) = 16 and 2 · g(6) = 32.\n\n"
     "Answer: thirty-two", "C", True),
    ("number-option-in-spaced-words", "mmlu", None, DOUBLING, "g(6) = 16, doubled.\n\nThe answer is thirty two.", "C", True),
    ("number-option-in-digits", "mmlu", None, DOUBLING, "g(6) = 16, doubled.\n\nAnswer: 32", "C", True),
    ("two-number-options-in-words", "mmlu", None, DOUBLING, "g(6) = 16, doubled.\n\nAnswer: thirty-two or thirty-six",
     "C", False),
    ("number-in-words-naming-no-option", "mmlu", None, DOUBLING, "g(6) = 16, doubled.\n\nAnswer: thirty-three", "C", False),
    ("two-number-options-in-words-slashed", "mmlu", None, DOUBLING, "g(6) = 16, doubled.\n\nAnswer: thirty-two/thirty-six",
     "C", False),
    # rt163-rt164 (the forms a value takes): a date in words, ISO or dashed form as the answer's sentence's only date
    # is its option's; a window in 24-hour or dashed form is its option's, and a second one beside the answer another
    # option; a number said again in brackets as another number gives two values
    ("date-answer-in-words", "bbh", "date_understanding", WEEK_AGO, "Counting back seven days from the 31st.\n\nSo one week ago from "
     "today was **January 24th, 2012**.", "(B)", True),
    ("date-answer-dashed", "bbh", "date_understanding", WEEK_AGO, "Counting back seven days from the 31st.\n\nAnswer: "
     "01-24-2012", "(B)", True),
    ("date-answer-in-words-after-a-hedge", "bbh", "date_understanding", WEEK_AGO, "It could be January 23. Or January "
     "24, 2012.", "(B)", False),
    ("date-answer-in-words-after-another-date", "bbh", "date_understanding", WEEK_AGO, "One week ago was January 22, "
     "2012.\nJanuary 24, 2012.", "(B)", False),
    ("date-answer-in-words-beside-another", "bbh", "date_understanding", WEEK_AGO, "So it was either January 23 or "
     "January 24, 2012.", "(B)", False),
    ("date-in-words-counted-from", "bbh", "date_understanding", WEEK_AGO, "Let me count back from January 24, 2012.",
     "(B)", False),
    ("window-answer-in-24-hour-form", "bbh", "temporal_sequences", GAP, "The only gap is between the airport and the "
     "tower.\n\nAnswer: 06:00–07:00", "(A)", True),
    ("window-answer-dashed", "bbh", "temporal_sequences", GAP, "So Ashley went to the hall between 6am-7am.", "(A)", True),
    ("window-answer-after-another", "bbh", "temporal_sequences", GAP, "Possible: 13:00-16:00. Also possible: "
     "06:00-07:00.", "(A)", False),
    ("window-answer-after-a-schedule", "bbh", "temporal_sequences", GAP, "- 05:00–06:00 airport\n- 07:00–09:00 tower\n\n"
     "The gap is between 06:00 and 07:00.\n\nAnswer: 06:00–07:00", "(A)", True),
    ("window-answer-glossed-as-itself", "bbh", "temporal_sequences", GAP, "The only gap is 6am to 7am.\n\nAnswer: (A) "
     "6am to 7am (06:00–07:00)", "(A)", True),
    ("window-explained-after-answer", "bbh", "temporal_sequences", GAP, "**Answer:** (A) **6am to 7am**. This window "
     "comes right after the 5am-6am airport wait.", "(A)", True),
    ("number-restated-in-words-as-another", "gsm8k", None, SHEEP, "Seattle 20, Charleston 80, Toulouse 160.\n\n"
     "**Answer: 260 sheep** (two hundred sixty-five sheep)", "260", False),
    ("number-restated-in-words-as-itself", "gsm8k", None, SHEEP, "Seattle 20, Charleston 80, Toulouse 160.\n\n"
     "**Answer: 260 sheep** (two hundred sixty sheep)", "260", True),
    ("number-restated-as-another-power-of-ten", "gsm8k", None, SHEEP, "20 + 80 + 160 = 260.\n\nAnswer: 260 sheep "
     "(2.6 × 10³)", "260", False),
    ("power-of-ten-answer-restated-in-digits", "gsm8k", None, SHEEP, "20 + 80 + 160 = 260.\n\n**Answer:** **2.6 × 10²** "
     "sheep (260)", "260", True),
    ("number-restated-in-another-unit", "gsm8k", None, SHEEP, "20 + 80 + 160 = 260.\n\nAnswer: 260 sheep (26 tens)",
     "260", True),
    ("scaled-number-option-in-words", "mmlu", None, ("About how many people live in Norway?", ["1 million", "5 million",
     "50 million", "500 thousand"]), "Norway has roughly 5.5 million people.\n\nAnswer: five million", "B", True),
]


@pytest.mark.parametrize("case", CASES, ids=[c[0] for c in CASES])
def test_heldout_class(case):
    _, benchmark, subtask, (question, choices), reply, gold, correct = case
    verdict = grade(benchmark, reply, gold, subtask=subtask, choices=choices, question=question)
    assert verdict.correct is correct, verdict
